// Shared Jest settings: every app and package calls createJestConfig(__dirname).
const path = require('node:path');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

// Members that test with the network stand-in get its lifecycle; the rest need nothing set up.
function setupFiles(rootDir) {
  try {
    return [require.resolve('@echowatch/test-utils/jest-setup', { paths: [rootDir] })];
  } catch {
    return [];
  }
}

function createJestConfig(rootDir, overrides = {}) {
  return {
    rootDir,
    displayName: path.basename(rootDir),
    testEnvironment: require.resolve('jest-fixed-jsdom'),
    // msw and its interceptors publish node entry points under the "node" condition only.
    testEnvironmentOptions: { customExportConditions: [''] },
    transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': [require.resolve('@swc/jest'), swcOptions] },
    // A few dependencies (msw's, and p-limit with its queue) ship only ES modules; Jest on Node 20 needs them compiled.
    transformIgnorePatterns: ['/node_modules/(?!\\.pnpm|rettime|until-async|@mswjs|@open-draft|p-limit|yocto-queue)'],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'css-module-stub.cjs'),
      '\\.(png|jpe?g|svg|webp|gif)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFilesAfterEnv: setupFiles(rootDir),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    // Form tests type like a person; on a busy two-core machine a few take tens of seconds each.
    testTimeout: 60_000,
    ...overrides,
  };
}

module.exports = { createJestConfig };
