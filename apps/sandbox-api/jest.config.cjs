const { createJestConfig } = require('@echowatch/configs/jest-preset');

module.exports = createJestConfig(__dirname, {
  testEnvironment: 'node',
  // The sandbox is tested over real HTTP, so the network stand-in of the page tests stays out.
  setupFilesAfterEnv: [],
  // lowdb and its writer steno ship only ES modules; Jest on Node 20 needs them compiled.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm|lowdb|steno)'],
});
