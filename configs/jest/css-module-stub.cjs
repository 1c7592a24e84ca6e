// CSS modules in unit tests: every class name maps to itself, also through `import * as styles`
// (which reads the module as an ES module, hence __esModule).
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (key === '__esModule' ? true : key),
  },
);
