/**
 * The import rules of docs/architecture.md "Layers", as pure functions over repository-relative
 * paths ('src/pages/stock/index.tsx'): which unit a file belongs to, whether one import breaks the
 * layer rule, the import circles of a graph, and what the stock home's first render must not load.
 * scripts/check-imports.ts applies them to the tree.
 */
import ts from 'typescript';

export interface Unit {
  unit: string;
  /** Higher ranks may import lower ones. */
  rank: number;
  /** When set, the only units this one may import (besides itself), whatever their rank. */
  only?: readonly string[];
  test(path: string): boolean;
}

const isContract = (p: string): boolean => p.startsWith('contract/');

/** Highest first; the first unit whose test matches a path is its unit. */
export const UNITS: readonly Unit[] = [
  { unit: 'main', rank: 6, test: (p) => p === 'src/main.tsx' },
  { unit: 'app', rank: 5, test: (p) => p.startsWith('src/app/') },
  { unit: 'pages', rank: 4, test: (p) => p.startsWith('src/pages/') },
  { unit: 'components', rank: 3, test: (p) => p.startsWith('src/components/') },
  { unit: 'stores', rank: 3, test: (p) => p.startsWith('src/stores/') },
  // Shared with the server: the contract and the quote wire types import only each other.
  { unit: 'contract', rank: 0, only: ['contract'], test: isContract },
  { unit: 'services', rank: 2, test: (p) => p.startsWith('src/services/') },
  { unit: 'quote', rank: 2, test: (p) => p.startsWith('src/quote/') },
  { unit: 'api', rank: 1, test: (p) => p.startsWith('src/api/') },
  // Pure rules: nothing of the app but the shared contract's constants and types.
  { unit: 'lib', rank: 1, only: ['lib', 'contract'], test: (p) => p.startsWith('src/lib/') },
  { unit: 'config', rank: 0, only: ['config'], test: (p) => p.startsWith('src/config/') },
  { unit: 'bridge', rank: 0, only: ['bridge'], test: (p) => p.startsWith('bridge/') },
];

export function unitOf(path: string): Unit | null {
  return UNITS.find((u) => u.test(path)) ?? null;
}

/** Imports inside one scope are free. Each page family is a scope of its own. */
function scopeOf(path: string, unit: Unit): string {
  return unit.unit === 'pages' ? path.split('/').slice(0, 3).join('/') : unit.unit;
}

/**
 * The server's one-way arrows: content (news, filings, boards) is written from the market and the
 * company model, the market from the company model, never the reverse (issue 30 item 4).
 */
export const SERVER_FORBIDDEN: readonly { from: string; to: string; why: string }[] = [
  {
    from: 'server/market/',
    to: 'server/content/',
    why: 'the market never imports content: what both need lives in server/company/',
  },
  { from: 'server/company/', to: 'server/content/', why: 'the company model is below the content' },
  { from: 'server/company/', to: 'server/market/', why: 'the company model is below the market' },
];

/** Why `from` may not import `to`, or null when it may. */
export function layerProblem(from: string, to: string): string | null {
  if (from.startsWith('server/')) {
    if (to.startsWith('src/')) return 'server/ never imports src/: shared code lives in contract/';
    return SERVER_FORBIDDEN.find((r) => from.startsWith(r.from) && to.startsWith(r.to))?.why ?? null;
  }
  if (to.startsWith('server/')) return 'the app never imports server/';
  const a = unitOf(from);
  const b = unitOf(to);
  if (!a || !b || scopeOf(from, a) === scopeOf(to, b)) return null;
  if (a.only) return a.only.includes(b.unit) ? null : `${a.unit} imports only ${a.only.join(', ')}`;
  if (b.rank < a.rank) return null;
  return `${a.unit} may not import ${b.unit === 'pages' ? 'another page family' : b.unit}`;
}

/** Every import circle (Tarjan's strongly connected components), each sorted, files in it ≥ 2 or a self-import. */
export function circles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v)?.has(v)) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/**
 * What the stock home's first render must not load (issue 4: initial bundle < 150 KB gz): modules
 * that only the chart, the news bar or other later parts need. A path ('src/…') or a package name
 * ('dayjs'); checked over the static value imports reachable from the app's entry and the stock
 * page (firstRenderProblems).
 */
export const FIRST_RENDER_EXCLUDED: readonly { test: (target: string) => boolean; why: string }[] = [
  {
    test: (t) => t.startsWith('src/lib/indicators/'),
    why: 'the indicator maths load with the chart (src/components/chart/kline-indicators.ts)',
  },
  {
    test: (t) => t === 'dayjs',
    why: 'local-time formats (dayjs) are not needed before the first price; use src/lib/format/market-time.ts',
  },
  { test: (t) => t === 'src/services/news.ts', why: 'the rolling news bar loads after the first render' },
  { test: (t) => t === 'echarts' || t.startsWith('echarts/'), why: 'ECharts loads lazily with the chart' },
];

/**
 * Packages only one module may import as a value (statically or with import()): everything else goes
 * through that module, so there is one place that registers and configures the package.
 */
export const PACKAGE_OWNERS: readonly { test: (spec: string) => boolean; owner: string; why: string }[] = [
  {
    test: (s) => s === 'echarts' || s.startsWith('echarts/'),
    owner: 'src/components/chart/echarts-lib.ts',
    why: 'one module registers the ECharts parts every chart uses (use OptionChart or ChartCanvas)',
  },
];

/** Why `from` may not import package `spec` as a value, or null when it may. */
export function packageProblem(from: string, spec: string): string | null {
  const rule = PACKAGE_OWNERS.find((r) => r.test(spec));
  if (!rule || from === rule.owner) return null;
  return `only ${rule.owner} imports ${spec}: ${rule.why}`;
}

/** The specifiers of a module's dynamic import('…') calls with a literal specifier. */
export function dynamicImports(source: string, fileName = 'module.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      out.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** The specifiers a module imports as values: no type-only imports or re-exports, no dynamic import(). */
export function valueImports(source: string, fileName = 'module.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  const onlyTypes = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
    elements.length > 0 && elements.every((e) => e.isTypeOnly);
  for (const st of file.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      const clause = st.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      if (clause && !clause.name && named && ts.isNamedImports(named) && onlyTypes(named.elements)) continue;
      out.push(st.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
      if (st.isTypeOnly) continue;
      if (st.exportClause && ts.isNamedExports(st.exportClause) && onlyTypes(st.exportClause.elements))
        continue;
      out.push(st.moduleSpecifier.text);
    }
  }
  return out;
}

/** Every node reachable from the entries along `edgesOf` (the entries included). */
export function reachable(
  entries: readonly string[],
  edgesOf: (node: string) => Iterable<string>,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const next of edgesOf(node)) if (!seen.has(next)) queue.push(next);
  }
  return seen;
}

/** One line per reachable module the first render must not load. */
export function firstRenderProblems(reached: Iterable<string>): string[] {
  const out: string[] = [];
  for (const target of reached) {
    const rule = FIRST_RENDER_EXCLUDED.find((r) => r.test(target));
    if (rule) out.push(`first render: ${target}: ${rule.why}`);
  }
  return out.sort();
}
