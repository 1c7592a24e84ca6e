import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const ROOT = path.resolve(import.meta.dirname, '../..');

// The apps are what the workspace holds under apps/: a new app is covered by the zones below at once.
const APPS = readdirSync(path.join(ROOT, 'apps'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, 'apps', entry.name, 'package.json')))
  .map((entry) => entry.name);

// The routing and i18n React bindings are shared singletons kept small by wrappers.
const SHARED_WRAPPERS = [
  ...['react-router', 'react-router-dom'].map((name) => ({
    name,
    message: 'Import routing from @echowatch/routing: the shared singleton keeps only what the site uses.',
  })),
  {
    name: 'react-i18next',
    message: 'Import from @echowatch/translation: the shared singleton keeps only what the site uses.',
  },
];

const APP_BOUNDARY = [
  {
    group: APPS.flatMap((app) => [`**/apps/${app}/**`, `@echowatch/${app}`, `@echowatch/${app}/**`]),
    message: 'An app never imports another app; share code through packages/.',
  },
];

// In an app, texts are read one way: through its own src/i18n/texts.ts, whose keys are checked.
const TEXTS_ONE_WAY = {
  name: '@echowatch/translation',
  importNames: ['useTranslation', 'Trans'],
  message: "Read texts with the app's useTexts() and TransText from src/i18n/texts.ts: their keys are type-checked.",
};

export const eslintConfig = tseslint.config(
  {
    // apps/*/release: a built site server (apps/shell/server/release-build/); tools/release: the compose tool, built.
    ignores: ['**/dist/**', 'apps/*/release/**', 'tools/release/**', '**/node_modules/**', '**/.deploy/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: SHARED_WRAPPERS, patterns: APP_BOUNDARY }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          // A form sent before its code has arrived is sent by the browser: without a method that is a
          // GET, and what the visitor typed (a password) lands in the address.
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method']))",
          message: 'Give every <form> a method: "post" for anything typed that is not a search.',
        },
      ],
    },
  },
  {
    // Import zones, by where a file really is (relative paths included): a package never reaches
    // into an app, and an app never into another app; the shell meets the remotes only through the
    // federation runtime.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            { target: './packages', from: './apps', message: 'A package never imports an app; move what both need into packages/.' },
            ...APPS.map((app) => ({
              target: `./apps/${app}`,
              from: './apps',
              except: [`./${app}`],
              message: 'An app never imports another app; share code through packages/ (remotes reach the shell only through the federation runtime).',
            })),
          ],
        },
      ],
    },
  },
  {
    // One way to name things: kebab-case files (config-style middle parts such as .test or .module
    // aside) and folders, checked instead of hoped for.
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    ignores: ['**/*.d.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs,cjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,configs,tools,e2e}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [...SHARED_WRAPPERS, TEXTS_ONE_WAY], patterns: APP_BOUNDARY }] },
  },
  {
    // The packages that wrap react-router and react-i18next (and import no app).
    files: ['packages/routing/**', 'packages/translation/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/playwright.config.ts', '**/*.d.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
