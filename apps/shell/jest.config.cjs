const { createJestConfig } = require('@echowatch/configs/jest-preset');

// The server that serves the shell (server/) has its tests too; they pick the node environment themselves.
module.exports = createJestConfig(__dirname, {
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/server/**/*.test.ts'],
});
