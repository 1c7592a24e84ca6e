const { createJestConfig } = require('./jest/jest-preset.cjs');

// The build helpers are plain Node code next to the webpack configs; the budget file and the
// Chromium arguments are checked here too.
module.exports = createJestConfig(__dirname, { testEnvironment: 'node', testMatch: ['<rootDir>/webpack/**/*.test.ts', '<rootDir>/eslint/**/*.test.ts', '<rootDir>/chromium/**/*.test.ts', '<rootDir>/*.test.ts'] });
