import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS module the Rollup config loads too
const { sideEffectGlob, createSideEffects, declaredSideEffects } = require('./package-side-effects.cjs') as {
  sideEffectGlob: (p: string) => RegExp;
  createSideEffects: (read: (root: string) => unknown) => (id: string) => boolean;
  declaredSideEffects: (id: string) => boolean;
};

describe('sideEffectGlob', () => {
  it.each<[string, string, boolean]>([
    ['./es/index.js', 'es/index.js', true],
    ['./es/index.js', 'es/Alipay.js', false],
    ['./es/index.js', 'lib/es/index.js', false],
    ['**/*.css', 'es/button/style/index.css', true],
    ['**/*.css', 'index.css', true],
    ['**/*.css', 'es/button/index.js', false],
    ['*.css', 'deep/down/a.css', true],
    ['./es/styles/index.js', 'es/styles/index.js', true],
    ['./lib/chart/*.js', 'lib/chart/line.js', true],
    ['./lib/chart/*.js', 'lib/chart/line/install.js', false],
    ['./a.b.js', 'aXb.js', false],
  ])('%s against %s → %p', (pattern, file, expected) => {
    expect(sideEffectGlob(pattern).test(file)).toBe(expected);
  });
});

describe('createSideEffects', () => {
  const declared: Record<string, unknown> = {
    '/r/node_modules/none': false,
    '/r/node_modules/@scope/list': ['./es/index.js', '**/*.css'],
    '/r/node_modules/silent': null,
    '/r/node_modules/silent/node_modules/nested': false,
  };
  const read = jest.fn((root: string) => declared[root] ?? null);
  const sideEffects = createSideEffects(read);

  it.each<[string, boolean]>([
    ['/r/src/app.ts', true],
    ['/r/node_modules/none/index.js', false],
    ['/r/node_modules/@scope/list/es/index.js', true],
    ['/r/node_modules/@scope/list/es/Icon.js', false],
    ['/r/node_modules/@scope/list/es/icon/style.css', true],
    ['/r/node_modules/silent/dist/x.js', true],
    // A package nested in another's node_modules is read at its own root.
    ['/r/node_modules/silent/node_modules/nested/a.js', false],
  ])('%s → %p', (id, expected) => {
    expect(sideEffects(id)).toBe(expected);
  });

  it('reads each package.json once', () => {
    sideEffects('/r/node_modules/none/a.js');
    sideEffects('/r/node_modules/none/b.js');
    expect(read.mock.calls.filter(([root]) => root === '/r/node_modules/none')).toHaveLength(1);
  });
});

it('on the real packages: the icons the app does not draw may go, their index and CSS stay', () => {
  const nm = path.resolve(__dirname, '..', 'node_modules');
  expect(declaredSideEffects(`${nm}/@react-vant/icons/es/Alipay.js`)).toBe(false);
  expect(declaredSideEffects(`${nm}/@react-vant/icons/es/index.js`)).toBe(true);
  expect(declaredSideEffects(`${nm}/react-vant/es/button/style/index.css`)).toBe(true);
  expect(declaredSideEffects(`${nm}/dayjs/esm/index.js`)).toBe(true);
});
