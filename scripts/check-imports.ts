/**
 * Whole-tree import check, run by `npm test` beside the type and format checks: fails on any import
 * circle, on any import that breaks the layer rule (scripts/import-rules.ts, docs/architecture.md),
 * on a value import of a package only one module may import (PACKAGE_OWNERS: ECharts),
 * and on a module the stock home's first render must not load (FIRST_RENDER_EXCLUDED) reachable by
 * static value imports from the app's entry or the stock page.
 * Reads every .ts/.tsx file of src/, bridge/ and server/ with TypeScript's own scanner; static,
 * type-only, re-exported and dynamic imports all count (a lazy page importing its route table is
 * still a circle for the bundler and for the reader).
 *
 *   npx tsx scripts/check-imports.ts      exit 0 when clean, 1 with one line per problem
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  circles,
  dynamicImports,
  firstRenderProblems,
  layerProblem,
  packageProblem,
  reachable,
  valueImports,
} from './import-rules';

const ROOT = path.resolve(__dirname, '..');
const SCANNED = ['contract', 'src', 'bridge', 'server'];
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'];

function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const entry of fs.readdirSync(path.join(ROOT, d), { withFileTypes: true })) {
      const rel = `${d}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(rel);
      } else if (/\.tsx?$/.test(entry.name)) out.push(rel);
    }
  };
  if (fs.existsSync(path.join(ROOT, dir))) walk(dir);
  return out;
}

/** The repository-relative file a relative specifier names; null for packages. */
function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => `${base}/index${e}`),
  ];
  return (
    candidates.find((c) => {
      const abs = path.join(ROOT, c);
      return fs.existsSync(abs) && fs.statSync(abs).isFile();
    }) ?? null
  );
}

const files = SCANNED.flatMap(listFiles);
const graph = new Map<string, Set<string>>();
/** Static value imports only (what the bundler puts before a module runs): files, and packages by name. */
const valueGraph = new Map<string, string[]>();
const problems: string[] = [];
for (const file of files) {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const values = valueImports(source, file);
  valueGraph.set(
    file,
    values.map((spec) => resolve(file, spec) ?? spec),
  );
  for (const spec of [...values, ...dynamicImports(source, file)]) {
    const problem = packageProblem(file, spec);
    if (problem) problems.push(`package: ${file} → ${spec}: ${problem}`);
  }
  const info = ts.preProcessFile(source, true, true);
  const edges = new Set<string>();
  for (const ref of info.importedFiles) {
    const target = resolve(file, ref.fileName);
    if (!target) continue;
    edges.add(target);
    const problem = layerProblem(file, target);
    if (problem) problems.push(`layer: ${file} → ${target}: ${problem}`);
  }
  graph.set(file, edges);
}
for (const group of circles(graph)) problems.push(`circle: ${group.join(' ↔ ')}`);
const FIRST_RENDER_ENTRIES = ['src/main.tsx', 'src/pages/stock/index.tsx'];
problems.push(...firstRenderProblems(reachable(FIRST_RENDER_ENTRIES, (f) => valueGraph.get(f) ?? [])));

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`check-imports: ${problems.length} problem(s) in ${files.length} files`);
  process.exit(1);
}
console.log(`check-imports: ${files.length} files, no circle, no layer violation`);
