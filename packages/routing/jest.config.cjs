const { createJestConfig } = require('@echowatch/configs/jest-preset');

module.exports = createJestConfig(__dirname, { testEnvironment: 'node' });
