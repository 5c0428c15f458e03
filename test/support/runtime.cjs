/**
 * jest's runtime, with playwright-core loaded once per worker instead of once per suite. jest gives every
 * suite a registry of its own and evaluates every module a suite imports afresh in it; playwright-core's
 * client is megabytes of code, about 0.2 s of CPU for each browser suite to evaluate, and it holds no
 * state a suite could leave behind for the next: each suite connects to the shared Chromium with its own
 * connection and closes it (test/browser/chromium.ts). Its objects come from the worker's realm, as Node's
 * own modules' objects do for every suite.
 */
const Runtime = require('jest-runtime').default;

/** Packages every suite of a worker gets from the worker's own `require`. */
const SHARED = new Set(['playwright-core']);

class SharedPackagesRuntime extends Runtime {
  requireModuleOrMock(from, moduleName) {
    if (SHARED.has(moduleName)) return require(moduleName);
    return super.requireModuleOrMock(from, moduleName);
  }
}

module.exports = SharedPackagesRuntime;
