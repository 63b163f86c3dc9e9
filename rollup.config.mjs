// Builds the app into dist/wap/: index.html, content-hashed JS and CSS, one lazy chunk per page
// family (src/pages/<family>/), ECharts in its own lazily loaded chunk, source maps beside.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build as esbuildBuild, transform as esbuildTransform } from 'esbuild';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import MagicString from 'magic-string';
import esbuild from 'rollup-plugin-esbuild';
import sideEffects from './scripts/package-side-effects.cjs';

const { declaredSideEffects } = sideEffects;

const ROOT = path.dirname(new URL(import.meta.url).pathname);
const OUT = path.join(ROOT, 'dist', 'wap');
const hash8 = (s) => createHash('sha256').update(s).digest('hex').slice(0, 10);
const rel = (id) => path.relative(ROOT, id).split(path.sep).join('/');

/** Page family of a module id, from src/pages/<family>/... */
const familyOf = (id) => /src\/pages\/([^/]+)\//.exec(rel(id))?.[1];

/**
 * CSS: imported .css files become empty JS modules; their text is gathered per chunk in module order
 * (deterministic), minified by esbuild and written as a hashed .css file. The entry chunk's CSS is
 * linked from index.html; a lazy chunk loads its own CSS when it runs.
 */
/** The global where lazy chunks note their stylesheets' arrival: href → promise. */
const CSS_READY = '__wapCssReady';
/** A stylesheet that never reports (it failed before its chunk looked) holds a chunk up this long at most. */
const CSS_WAIT_CAP_MS = 3000;

function cssPerChunk() {
  const css = new Map();
  /** A lazy chunk's stylesheet, by the chunk's first module (its file name is not final yet). */
  const cssFileOf = new Map();
  let entryCss = null;
  return {
    name: 'css-per-chunk',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      css.set(id, code);
      return { code: 'export {};', map: { mappings: '' }, moduleSideEffects: 'no-treeshake' };
    },
    async renderChunk(code, chunk) {
      const parts = chunk.moduleIds.filter((id) => css.has(id)).map((id) => css.get(id));
      if (parts.length === 0) return null;
      const { code: min } = await esbuildTransform(parts.join('\n'), {
        loader: 'css',
        minify: true,
        target: ['chrome61', 'safari11'],
      });
      const family = chunk.facadeModuleId && familyOf(chunk.facadeModuleId);
      const base = chunk.isEntry ? 'app' : family ? `page-${family}` : chunk.name;
      const fileName = `assets/${base}.${hash8(min)}.css`;
      this.emitFile({ type: 'asset', fileName, source: min });
      if (chunk.isEntry) {
        entryCss = fileName;
        return null;
      }
      cssFileOf.set(chunk.moduleIds[0], fileName);
      // Lazy chunk: load its stylesheet next to it, and note when it has arrived in CSS_READY, which
      // every dynamic import waits for (renderDynamicImport below), so the chunk's components never
      // render, and measure themselves, unstyled.
      const loader = `(()=>{const h=new URL(${JSON.stringify('../' + fileName)},import.meta.url).href;const w=globalThis.${CSS_READY}||(globalThis.${CSS_READY}={});if(w[h])return;let l=document.querySelector('link[href="'+h+'"]');if(!l){l=document.createElement('link');l.rel='stylesheet';l.href=h;document.head.appendChild(l)}w[h]=l.sheet?Promise.resolve():new Promise(r=>{l.addEventListener('load',r);l.addEventListener('error',r);setTimeout(r,${CSS_WAIT_CAP_MS})})})();\n`;
      const ms = new MagicString(code);
      ms.prepend(loader);
      return { code: ms.toString(), map: ms.generateMap({ hires: true }) };
    },
    // import() settles once the chunk (and the chunks it imports) has run and every stylesheet those
    // noted is in: React.lazy renders a page or a lazily mounted part only when it is styled (an
    // unstyled first render measured react-vant's tab underline against 375px-wide block titles).
    renderDynamicImport() {
      return {
        left: 'import(',
        right: `).then(m=>Promise.all(Object.values(globalThis.${CSS_READY}||{})).then(()=>m))`,
      };
    },
    async generateBundle(_opts, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const template = fs.readFileSync(path.join(ROOT, 'public', 'index.html'), 'utf8');
      const cssFile = entryCss;
      // The entry too: index.html starts it from a script (after the early script's first price).
      const preloads = [...entry.imports, entry.fileName]
        .map((f) => `<link rel="modulepreload" href="/wap/${f}">`)
        .join('\n    ');
      const chunkMap = `<script type="application/json" id="wap-chunks">${JSON.stringify(
        pageChunkFiles(bundle, entry, (c) => {
          if (!c.moduleIds.some((id) => css.has(id))) return null;
          const f = cssFileOf.get(c.moduleIds[0]);
          if (!f) throw new Error(`no stylesheet recorded for ${c.fileName}`);
          return f;
        }),
      )}</script>`;
      const early = await earlyScript();
      // A placeholder not found would ship a page whose app never starts: fail the build instead.
      for (const mark of ['<!--chunks-->', '<!--early-->', '<!--css-->', '<!--preload-->', "'<!--entry-->'"])
        if (!template.includes(mark)) throw new Error(`public/index.html lacks ${mark}`);
      // Replacer functions, not strings: a string replacement reads `$&`, `$'` and `` $` `` as
      // patterns, and the early script's minified code has them (route-match.ts escapes with '\\$&').
      const html = template
        .replace('<!--early-->', () => `<script>${early}</script>`)
        .replace('<!--css-->', () => (cssFile ? `<link rel="stylesheet" href="/wap/${cssFile}">` : ''))
        .replace('<!--chunks-->', () => chunkMap)
        .replace('<!--preload-->', () => preloads)
        .replace("'<!--entry-->'", () => JSON.stringify(`/wap/${entry.fileName}`));
      if (!html.includes(`<script>${early}</script>`))
        throw new Error('the early script was not inlined verbatim');
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });
    },
  };
}

/**
 * index.html's early script (src/app/early-boot.entry.ts, issue 21): compiled on its own into one
 * small classic script inlined in the head (before the stylesheet), so it runs before the app's code has even
 * arrived (the stock home's cached quote drawn, the quote socket opened).
 */
async function earlyScript() {
  const out = await esbuildBuild({
    entryPoints: [path.join(ROOT, 'src', 'app', 'early-boot.entry.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020', // as the app's own code
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  // Inlined in a <script> element: a "</script" inside would end it early.
  return out.outputFiles[0].text.trim().replace(/<\/script/gi, '<\\/script');
}

/**
 * The gesture-frame painter's worker (src/components/chart/gestures/frame/paint-worker.entry.ts,
 * issue 21): compiled on its own into one classic script and handed to the app as the string
 * module 'virtual:frame-painter-worker', which frame-surface.ts starts from a blob. A blob needs no
 * file of its own next to the page: it starts the same from /wap/ and from the offline package.
 */
function framePainterWorker() {
  const ID = 'virtual:frame-painter-worker';
  return {
    name: 'frame-painter-worker',
    resolveId(id) {
      return id === ID ? '\0' + ID : null;
    },
    async load(id) {
      if (id !== '\0' + ID) return null;
      const entry = path.join(
        ROOT,
        'src',
        'components',
        'chart',
        'gestures',
        'frame',
        'paint-worker.entry.ts',
      );
      const out = await esbuildBuild({
        entryPoints: [entry],
        bundle: true,
        write: false,
        minify: true,
        format: 'iife',
        target: 'es2020',
        tsconfig: path.join(ROOT, 'tsconfig.json'),
        metafile: true,
      });
      // Rebuilt in watch mode when the painter's code changes.
      for (const input of Object.keys(out.metafile.inputs)) this.addWatchFile(path.resolve(ROOT, input));
      return `export default ${JSON.stringify(out.outputFiles[0].text)};`;
    },
  };
}

/**
 * Per page family, every file its lazy chunk needs beyond the initial bundle: `now`, the chunk, the
 * chunks it imports statically (transitively) and their stylesheets; `later`, the chart library
 * and the chart's own lazily loaded code (with its stylesheet) when the page draws a chart. The app preloads the opened route's
 * list at boot (src/app/preload.ts), so the browser fetches them side by side instead of finding
 * each import only after the file that imports it has arrived.
 */
function pageChunkFiles(bundle, entry, stylesheetOf) {
  const chunks = new Map(
    Object.values(bundle)
      .filter((c) => c.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  /** A chunk and its static imports, dependencies first: the order their code (and CSS) loads in. */
  const graphOf = (fileName) => {
    const order = [];
    const seen = new Set();
    const walk = (f) => {
      if (seen.has(f)) return;
      seen.add(f);
      for (const i of chunks.get(f)?.imports ?? []) walk(i);
      order.push(f);
    };
    walk(fileName);
    return order;
  };
  const initial = new Set(graphOf(entry.fileName));
  const CHART_MODULES = new Set([
    'src/components/chart/echarts-lib.ts',
    'src/components/chart/MainChart.tsx',
  ]);
  const isChartChunk = (f) => chunks.get(f)?.moduleIds.some((id) => CHART_MODULES.has(rel(id))) ?? false;
  /** The chart chunks files dynamically import, with their static imports, transitively. */
  const chartLoadsOf = (files) => {
    const out = new Set();
    const queue = [...files];
    while (queue.length) {
      const f = queue.shift();
      for (const d of chunks.get(f)?.dynamicImports ?? []) {
        if (!isChartChunk(d)) continue;
        for (const g of graphOf(d)) {
          if (out.has(g)) continue;
          out.add(g);
          queue.push(g);
        }
      }
    }
    return out;
  };
  const files = {};
  for (const c of chunks.values()) {
    // A page module: src/pages/<family>/index.tsx, keyed by the family, or another module a route
    // loads on its own (src/pages/sector/PlatePage.tsx), keyed <family>/<Module> (RouteDef.chunk).
    const page =
      c.isDynamicEntry &&
      c.facadeModuleId &&
      /src\/pages\/([^/]+)\/([^/]+)\.tsx?$/.exec(rel(c.facadeModuleId));
    if (!page) continue;
    const key = page[2] === 'index' ? page[1] : `${page[1]}/${page[2]}`;
    const graph = graphOf(c.fileName);
    const now = graph.filter((f) => !initial.has(f));
    // The chart library and the chart's own code (the stock home loads MainChart lazily) stay lazy
    // imports (they run only when a chart mounts), but a page that draws a chart above the fold
    // needs them soon: they are fetched at boot too, at low priority.
    const later = [...chartLoadsOf(graph)].filter((f) => !initial.has(f) && !now.includes(f));
    const cssOf = (list) => list.map((f) => stylesheetOf(chunks.get(f))).filter(Boolean);
    files[key] = { now: [...now, ...cssOf(now)], later: [...later, ...cssOf(later)] };
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}

/** Copies public/ files (except the index.html template) into the output. */
function copyPublic() {
  return {
    name: 'copy-public',
    generateBundle() {
      const dir = path.join(ROOT, 'public');
      const walk = (d) =>
        fs
          .readdirSync(d, { withFileTypes: true })
          .sort((a, b) => a.name.localeCompare(b.name))
          .flatMap((e) => {
            const p = path.join(d, e.name);
            return e.isDirectory() ? walk(p) : [p];
          });
      for (const file of walk(dir)) {
        const name = path.relative(dir, file).split(path.sep).join('/');
        if (name === 'index.html') continue;
        this.emitFile({ type: 'asset', fileName: name, source: fs.readFileSync(file) });
      }
    },
  };
}

/**
 * The 100 forum emoji images (§3 (entities and their fields)): src/lib/emoji-images.json lists one Twemoji code point per index
 * of the shared emoji table; exactly those SVGs are copied from @twemoji/svg to emoji/<point>.svg.
 */
function copyEmoji() {
  return {
    name: 'copy-emoji',
    generateBundle() {
      const names = JSON.parse(fs.readFileSync(path.join(ROOT, 'src', 'lib', 'emoji-images.json'), 'utf8'));
      for (const name of names) {
        const file = path.join(ROOT, 'node_modules', '@twemoji', 'svg', `${name}.svg`);
        this.emitFile({ type: 'asset', fileName: `emoji/${name}.svg`, source: fs.readFileSync(file) });
      }
    },
  };
}

/** react-vant's exports map a folder ("./es/") that Node resolution will not complete with index.js. */
function reactVantComponents() {
  return {
    name: 'react-vant-components',
    resolveId(source) {
      // axios: its browser build. rollup-plugin-esbuild resolves axios's internal imports before
      // node-resolve can apply axios's "browser" field, which pulled the Node adapter (crypto, net,
      // tls …) into the bundle and broke every page that makes an HTTP call.
      if (source === 'axios') return path.join(ROOT, 'node_modules', 'axios', 'dist', 'esm', 'axios.js');
      const m = /^react-vant\/es\/([a-z-]+)$/.exec(source);
      return m ? path.join(ROOT, 'node_modules', 'react-vant', 'es', m[1], 'index.js') : null;
    },
  };
}

/**
 * ECharts and zrender declare their side-effect files in package.json "sideEffects", but
 * rollup-plugin-esbuild resolves their internal imports before node-resolve can apply that field,
 * so every module counted as side-effectful and the whole library (all chart types) landed in the
 * chart chunk. The same lists, applied here.
 */
function packageSideEffects(id) {
  const e = /node_modules\/echarts\/(.*)$/.exec(id);
  if (e)
    return /^(index[^/]*\.js|lib\/echarts\.js|lib\/chart\/[^/]+\.js|lib\/component\/[^/]+\.js|extension\/.*|theme\/[^/]+\.js|i18n\/[^/]+\.js)$/.test(
      e[1],
    );
  const z = /node_modules\/zrender\/(.*)$/.exec(id);
  if (z) return /^lib\/(canvas\/canvas|svg\/svg|all)\.js$/.test(z[1]);
  return declaredSideEffects(id);
}

export default {
  input: 'src/main.tsx',
  preserveEntrySignatures: false,
  treeshake: { moduleSideEffects: packageSideEffects },
  output: {
    dir: OUT,
    format: 'es',
    sourcemap: true,
    entryFileNames: 'assets/app.[hash].js',
    // A page family's lazy chunk is named after it (manualChunks would drag shared app modules in),
    // and a module a route loads on its own after the family and the module (page-margin-ListPage).
    chunkFileNames: (info) => {
      const family = info.facadeModuleId && familyOf(info.facadeModuleId);
      if (!family) return 'assets/[name].[hash].js';
      const module = /\/([^/]+)\.tsx?$/.exec(info.facadeModuleId)?.[1];
      return module && module !== 'index'
        ? `assets/page-${family}-${module}.[hash].js`
        : `assets/page-${family}.[hash].js`;
    },
    assetFileNames: 'assets/[name].[hash][extname]',
    manualChunks(id) {
      if (/node_modules\/(echarts|zrender)\//.test(id)) return 'echarts';
      if (
        /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite)\//.test(
          id,
        )
      )
        return 'vendor';
      return undefined;
    },
  },
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    reactVantComponents(),
    framePainterWorker(),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    cssPerChunk(),
    esbuild({
      include: /\.([jt]sx?|json)$/,
      exclude: [],
      target: 'es2020',
      jsx: 'automatic',
      minify: true,
      tsconfig: 'tsconfig.json',
      loaders: { '.json': 'json' },
    }),
    copyPublic(),
    copyEmoji(),
  ],
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return; // "use client" in react-router
    warn(warning);
  },
};
