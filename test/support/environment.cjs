/**
 * jest's node environment with an ordinary global object. The stock one contextifies a Proxy, so every
 * global the test's code names (Math, Object, JSON, Number) is looked up through V8's interceptor and
 * the proxy: about 0.2 µs a lookup, twenty times Node's, which made the in-process simulator and the
 * emulator three times slower under jest than outside it. `vm.constants.DONT_CONTEXTIFY` (Node 20.18)
 * gives the environment a plain global; everything else is the stock environment's.
 */
const vm = require('node:vm');
const { TestEnvironment } = require('jest-environment-node');

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
  }
}

module.exports = PlainGlobalEnvironment;
