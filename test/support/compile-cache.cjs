/**
 * V8's code cache for the modules jest compiles. jest-runtime compiles every module a suite loads with
 * `vm.compileFunction`, afresh in every suite (each has its own module registry), and V8 keeps no cache
 * for it: a worker running fifty suites parsed playwright-core's 7 MB, zod and the catalogues fifty times
 * over, about 28 s of the run's CPU. Here a worker's first compile of a file keeps what V8 compiled
 * (`produceCachedData`), and later compiles of the same text start from it. V8 checks that the cache
 * matches the source and its own flags, and rejects it otherwise (`cachedDataRejected`): that compile is
 * redone without it, so a stale entry costs one compile and never changes what runs.
 */
const vm = require('node:vm');

const compileFunction = vm.compileFunction;
/** filename → the text and parameters compiled, and V8's cache of them. */
const cached = new Map();

function compileFunctionFromCache(code, params, options) {
  const filename = options?.filename;
  if (filename === undefined) return compileFunction(code, params, options);
  const names = params?.join() ?? '';
  const known = cached.get(filename);
  if (known && known.code === code && known.names === names) {
    const fn = compileFunction(code, params, { ...options, cachedData: known.data });
    if (!fn.cachedDataRejected) return fn;
  }
  const fn = compileFunction(code, params, { ...options, produceCachedData: true });
  if (fn.cachedData) cached.set(filename, { code, names, data: fn.cachedData });
  return fn;
}

/** Installs the cache in this worker, once: jest-runtime reads `vm.compileFunction` at every compile. */
module.exports = function useCompileCache() {
  if (vm.compileFunction !== compileFunction) return;
  vm.compileFunction = compileFunctionFromCache;
};
