const { createJestConfig } = require('./jest/jest-preset.cjs');

// The build helpers are plain Node code next to the webpack configs.
module.exports = createJestConfig(__dirname, { testEnvironment: 'node', testMatch: ['<rootDir>/webpack/**/*.test.ts'] });
