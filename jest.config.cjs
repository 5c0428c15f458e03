// One `jest` run covers every layer: pure units, the built bundle in the emulator, and the browser.

// The emulated project's time zone (appsscript.json): a script's local time is in it, and V8 takes local
// time from the process. Set here, before the workers start, because each test's process.env is a copy.
process.env.TZ = 'Europe/Warsaw';
const shared = {
  transform: { '^.+\\.[cm]?[tj]s$': '<rootDir>/test/support/esbuild-jest.cjs' },
  moduleFileExtensions: ['ts', 'js', 'cjs', 'mjs', 'json'],
  testEnvironment: '<rootDir>/test/support/environment.cjs',
  // Tests' and hooks' time-out, scaled for a busy machine (test/support/time-outs.ts has them all).
  setupFilesAfterEnv: ['<rootDir>/test/support/setup-time-outs.ts'],
  // playwright-core once per worker, not once per browser suite (test/support/runtime.cjs).
  runtime: '<rootDir>/test/support/runtime.cjs',
};

module.exports = {
  globalSetup: '<rootDir>/test/support/global-setup.cjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.cjs',
  // Longest suites first, also in a fresh clone, which has no times of its own (test/support/sequencer.cjs).
  testSequencer: '<rootDir>/test/support/sequencer.cjs',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/local/**/*.test.ts'],
      testPathIgnorePatterns: ['/test/browser/'],
    },
    {
      ...shared,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      globalSetup: '<rootDir>/test/browser/global-setup.ts',
      globalTeardown: '<rootDir>/test/browser/global-teardown.ts',
    },
  ],
  // Jest's default on 2 cores is one worker. Many suites wait on a child (the simulator, Chromium, clasp,
  // a held request), so fewer workers leave the cores idle, and more only add contention
  // (docs/testing.md).
  maxWorkers: 4,
};
