import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const APPS = ['shell', 'marketing-blog', 'pricing-reporting', 'auth-flows', 'api-docs', 'sandbox-api'];

export const eslintConfig = tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.deploy/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: 'Import routing from @echowatch/routing: the shared singleton keeps only what the site uses.',
            })),
            {
              name: 'react-i18next',
              message: 'Import from @echowatch/translation: the shared singleton keeps only what the site uses.',
            },
          ],
          patterns: [
            {
              group: APPS.flatMap((app) => [`**/apps/${app}/**`, `@echowatch/${app}`, `@echowatch/${app}/**`]),
              message: 'An app never imports another app; share code through packages/.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
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
