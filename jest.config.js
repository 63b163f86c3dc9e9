// Three projects, one layout rule (docs/architecture.md "Tests"): a test's folder says its project.
// - unit: every *.test.ts(x) beside its code, in src/, bridge/, server/, scripts/, offline-package/
//   (pure logic and jsdom components; a server/ module's own logic test is a unit test too);
// - server: tests/server/, the tests that build the real server on a free port (or spawn it);
// - e2e: tests/e2e/, playwright-core driving Debian's Chromium.
// ts-jest transpiles only (isolatedModules); `npm run typecheck` is the type gate.
const tsJest = [
  'ts-jest',
  {
    diagnostics: false,
    tsconfig: {
      isolatedModules: true,
      jsx: 'react-jsx',
      module: 'commonjs',
      moduleResolution: 'node',
      esModuleInterop: true,
      target: 'ES2020',
    },
  },
];
/** Real-process and browser tests retry a failure once and are named when they do (tests/fixtures/retry-once.ts). */
const RETRY_ONCE = '<rootDir>/tests/fixtures/retry-once.ts';
const shared = {
  transform: { '^.+\\.(ts|tsx)$': tsJest },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  moduleNameMapper: {
    '\\.(css|less)$': '<rootDir>/tests/fixtures/style-stub.js',
    // The app imports react-vant's ES components one by one; jest runs CommonJS, so use the lib/ twins.
    '^react-vant/es/([a-z-]+)$': '<rootDir>/node_modules/react-vant/lib/$1',
  },
};
module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/tests/fixtures/jsdom-polyfills.js'],
      roots: [
        '<rootDir>/contract',
        '<rootDir>/src',
        '<rootDir>/bridge',
        '<rootDir>/server',
        '<rootDir>/scripts',
        '<rootDir>/offline-package',
        '<rootDir>/bench',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/server'],
      testMatch: ['**/*.test.ts'],
      // The scale-out tests are their own project (below), run in band.
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/server/scale/'],
      setupFilesAfterEnv: ['<rootDir>/tests/fixtures/server-test-timeout.ts', RETRY_ONCE],
    },
    {
      // tests/server/scale/: a market process, gateways, Redis and PostgreSQL as real processes.
      // Each file starts three or four servers that build the simulator; beside another jest worker
      // on a 2-core machine a start took over 90 s (CI, stop 40), so `npm test` runs these in band.
      ...shared,
      displayName: 'scale',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/server/scale'],
      testMatch: ['**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/fixtures/server-test-timeout.ts', RETRY_ONCE],
    },
    {
      // tests/faults/: issue #20's fault tests (restarts, half-open links, load and churn, slow
      // readers, graceful stop, bad input) against the real server as a child process. `npm test`
      // runs the shortened sizes; WAP_FAULTS_FULL=1 runs the full ones (tests/faults/sizes.ts).
      ...shared,
      displayName: 'faults',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/faults'],
      testMatch: ['**/*.fault.ts'],
      setupFilesAfterEnv: [RETRY_ONCE],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/tests/e2e'],
      testMatch: ['**/*.e2e.ts'],
      globalSetup: '<rootDir>/tests/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/tests/e2e/global-teardown.ts',
      setupFilesAfterEnv: [RETRY_ONCE],
    },
  ],
};
