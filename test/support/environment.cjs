/**
 * jest's node environment with an ordinary global object. The stock one contextifies a Proxy, so every
 * global the test's code names (Math, Object, JSON, Number) is looked up through V8's interceptor and
 * the proxy: about 0.2 µs a lookup, twenty times Node's, which made the in-process simulator and the
 * emulator three times slower under jest than outside it. `vm.constants.DONT_CONTEXTIFY` (Node 20.18)
 * gives the environment a plain global.
 *
 * Its fetch opens a connection for each request (`Connection: close`). Node's fetch keeps a socket open for
 * the next request to the same server, and this thread is often blocked while a server waits: the emulator
 * holds it during a synchronous UrlFetch (and a playground running in it, during an execution). A server
 * closes an idle socket after its keep-alive time-out (Node's 5 s), the blocked thread sees that only when it
 * next writes to the socket, and the request fails with "fetch failed … other side closed". Everything
 * else is the stock environment's.
 */
const vm = require('node:vm');
const { TestEnvironment } = require('jest-environment-node');
const useCompileCache = require('./compile-cache.cjs');

useCompileCache();

class PlainGlobalEnvironment extends TestEnvironment {
  constructor(config, context) {
    const createContext = vm.createContext;
    // The stock constructor makes its context with vm.createContext(proxy) and sets every global on it.
    vm.createContext = () => createContext(vm.constants.DONT_CONTEXTIFY);
    try {
      super(config, context);
    } finally {
      vm.createContext = createContext;
    }
    const { fetch, Request } = this.global;
    this.global.fetch = function fetchOnItsOwnConnection(input, init) {
      const request = new Request(input, init);
      request.headers.set('connection', 'close');
      return fetch(request);
    };
  }
}

module.exports = PlainGlobalEnvironment;
