import {
  dynamicImports,
  packageProblem,
  circles,
  firstRenderProblems,
  layerProblem,
  reachable,
  unitOf,
  valueImports,
} from './import-rules';

describe('layerProblem', () => {
  const allowed: Array<[string, string]> = [
    ['src/main.tsx', 'src/app/App.tsx'],
    ['src/app/routes.tsx', 'src/pages/stock/route.ts'],
    ['src/pages/stock/index.tsx', 'src/components/chart/MainChart.tsx'],
    ['src/pages/stock/index.tsx', 'src/stores/context.tsx'],
    ['src/pages/stock/index.tsx', 'src/pages/stock/page-store.ts'],
    ['src/components/chart/chart-store.ts', 'src/quote/keys.ts'],
    ['src/components/finance/FinanceReport.tsx', 'src/services/finance.ts'],
    ['src/stores/root.ts', 'src/services/quote.ts'],
    ['src/stores/user.ts', 'bridge/index.ts'],
    ['src/services/quote.ts', 'src/api/http.ts'],
    ['src/services/quote.ts', 'contract/quote-protocol.ts'],
    ['src/services/quote.ts', 'src/lib/chart/nav.ts'],
    ['src/api/http.ts', 'src/config/load.ts'],
    ['contract/quote.ts', 'contract/quote-protocol.ts'],
    ['src/lib/emoji.ts', 'contract/community.ts'],
    ['src/lib/format/price.ts', 'src/lib/market.ts'],
    ['bridge/bridge.ts', 'bridge/channel.ts'],
    ['server/routes/quote.ts', 'contract/quote.ts'],
    ['server/quote/wire.ts', 'contract/quote-protocol.ts'],
    ['server/market/rules.ts', 'contract/market-rules/ticks.ts'],
    ['server/app.ts', 'server/routes/index.ts'],
    ['server/content/news.ts', 'server/market/api.ts'],
    ['server/content/finance.ts', 'server/company/fundamentals.ts'],
    ['server/market/corporate-actions.ts', 'server/company/fundamentals.ts'],
  ];
  test.each(allowed)('%s may import %s', (from, to) => {
    expect(layerProblem(from, to)).toBeNull();
  });

  const refused: Array<[string, string, string]> = [
    ['src/pages/stock/lower-tabs/SectorTab.tsx', 'src/app/routes.tsx', 'pages may not import app'],
    ['src/pages/article/index.tsx', 'src/pages/stock/page-store.ts', 'another page family'],
    [
      'src/components/community/use-login-gate.ts',
      'src/stores/context.tsx',
      'components may not import stores',
    ],
    ['src/components/x.ts', 'src/app/page-context.ts', 'components may not import app'],
    ['src/stores/security.ts', 'src/components/chart/types.ts', 'stores may not import components'],
    ['src/services/quote.ts', 'src/components/chart/types.ts', 'services may not import components'],
    ['src/services/quote.ts', 'src/quote/keys.ts', 'services may not import quote'],
    ['src/quote/connection.ts', 'src/services/quote.ts', 'quote may not import services'],
    ['src/api/http.ts', 'src/stores/user.ts', 'api may not import stores'],
    ['src/lib/market.ts', 'src/config/load.ts', 'lib imports only lib, contract'],
    ['src/lib/market.ts', 'bridge/index.ts', 'lib imports only lib, contract'],
    ['contract/quote.ts', 'src/api/http.ts', 'contract imports only contract'],
    ['src/config/load.ts', 'src/lib/text.ts', 'config imports only config'],
    ['bridge/bridge.ts', 'src/config/load.ts', 'bridge imports only bridge'],
    [
      'server/market/corporate-actions.ts',
      'server/content/fundamentals.ts',
      'the market never imports content',
    ],
    ['server/company/fundamentals.ts', 'server/market/prng.ts', 'the company model is below the market'],
    ['server/company/rng.ts', 'server/content/news.ts', 'the company model is below the content'],
    ['server/routes/quote.ts', 'src/services/quote.ts', 'server/ never imports src/'],
    ['server/market/rules.ts', 'src/lib/market.ts', 'server/ never imports src/'],
    ['src/lib/market.ts', 'server/market/rules.ts', 'the app never imports server/'],
  ];
  test.each(refused)('%s may not import %s', (from, to, why) => {
    expect(layerProblem(from, to)).toContain(why);
  });
});

describe('unitOf', () => {
  test.each([
    ['contract/quote-protocol.ts', 'contract'],
    ['src/quote/keys.ts', 'quote'],
    ['contract/finance.ts', 'contract'],
    ['src/api/http.ts', 'api'],
    ['src/main.tsx', 'main'],
    ['tests/server/harness.ts', null],
  ])('%s is in %s', (path, unit) => {
    expect(unitOf(path)?.unit ?? null).toBe(unit);
  });
});

describe('circles', () => {
  const graph = (edges: Record<string, string[]>) =>
    new Map(Object.entries(edges).map(([k, v]) => [k, new Set(v)]));
  test.each([
    ['a chain has none', { a: ['b'], b: ['c'], c: [] }, []],
    ['two files', { a: ['b'], b: ['a'] }, [['a', 'b']]],
    ['through a third', { r: ['p'], p: ['t'], t: ['r'], x: ['r'] }, [['p', 'r', 't']]],
    ['a self-import', { a: ['a'] }, [['a']]],
    [
      'two separate',
      { a: ['b'], b: ['a'], c: ['d'], d: ['c'] },
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
  ])('%s', (_name, edges, expected) => {
    expect(circles(graph(edges)).sort()).toEqual(expected);
  });
});

describe('valueImports (what the bundler loads before a module runs)', () => {
  it.each<[string, string, string[]]>([
    ['a default and named import', "import a, { b } from './a';", ['./a']],
    ['a namespace import', "import * as m from 'mobx';", ['mobx']],
    ['a side-effect import (a stylesheet)', "import './stock.css';", ['./stock.css']],
    ['a type-only import', "import type { A } from './types';", []],
    ['named imports all marked type', "import { type A, type B } from './types';", []],
    ['one value among types', "import { type A, b } from './mixed';", ['./mixed']],
    ['a re-export', "export { x } from './x';", ['./x']],
    ['a star re-export', "export * from './all';", ['./all']],
    ['a type-only re-export', "export type { A } from './types';", []],
    ['re-exported names all marked type', "export { type A } from './types';", []],
    ['a dynamic import is lazy', "const C = lazy(() => import('./Chart'));", []],
    [
      'several, in order',
      "import { a } from './a';\nimport type { T } from './t';\nexport { c } from './c';",
      ['./a', './c'],
    ],
  ])('%s', (_name, source, specs) => expect(valueImports(source)).toEqual(specs));
});

describe('reachable', () => {
  const graph = new Map<string, string[]>([
    ['main', ['app', 'page']],
    ['app', ['lib']],
    ['page', ['lib', 'page']],
    ['lib', []],
    ['lazy', ['heavy']],
  ]);
  it.each<[string[], string[]]>([
    [['main'], ['main', 'app', 'page', 'lib']],
    [['lazy'], ['lazy', 'heavy']],
    [['lib'], ['lib']],
    [
      ['main', 'lazy'],
      ['main', 'lazy', 'app', 'page', 'heavy', 'lib'],
    ],
    [[], []],
  ])('from %j', (entries, nodes) =>
    expect([...reachable(entries, (n) => graph.get(n) ?? [])].sort()).toEqual([...nodes].sort()),
  );
});

describe('firstRenderProblems', () => {
  it.each<[string, string[], number]>([
    [
      'the first screen’s own modules',
      ['src/pages/stock/index.tsx', 'src/components/chart/chart-store.ts', 'mobx'],
      0,
    ],
    ['the market-zone time leaf', ['src/lib/format/market-time.ts'], 0],
    ['an indicator module', ['src/lib/indicators/set.ts'], 1],
    ['dayjs', ['dayjs'], 1],
    ['the news service', ['src/services/news.ts'], 1],
    ['ECharts, whole or a part', ['echarts', 'echarts/core'], 2],
  ])('%s', (_name, reached, count) => expect(firstRenderProblems(reached)).toHaveLength(count));
});

describe('packageProblem (ECharts through one module)', () => {
  test.each([
    ['src/components/chart/echarts-lib.ts', 'echarts/core', null],
    ['src/components/chart/echarts-lib.ts', 'echarts/components', null],
    [
      'src/pages/stock/lower-tabs/charts/echarts-info.ts',
      'echarts/core',
      'only src/components/chart/echarts-lib.ts',
    ],
    ['src/components/chart/MainChart.tsx', 'echarts', 'only src/components/chart/echarts-lib.ts'],
    ['src/pages/sector/FlowCharts.tsx', 'react', null],
    ['src/pages/sector/FlowCharts.tsx', 'echarts-for-react', null],
  ])('%s importing %s', (from, spec, want) => {
    const problem = packageProblem(from, spec);
    if (want === null) expect(problem).toBeNull();
    else expect(problem).toContain(want);
  });
});

describe('dynamicImports', () => {
  test('finds import() with a literal specifier, not static imports', () => {
    const source = `import a from 'x';\nconst b = () => import('echarts/components');\nvoid import(\`./y\`);`;
    expect(dynamicImports(source)).toEqual(['echarts/components', './y']);
  });
});
