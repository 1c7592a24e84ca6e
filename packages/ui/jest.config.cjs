const { createJestConfig } = require('@echowatch/configs/jest-preset');

// The kit needs no network stand-in, only the DOM matchers.
module.exports = createJestConfig(__dirname, { setupFilesAfterEnv: ['<rootDir>/src/jest-setup.ts'] });
