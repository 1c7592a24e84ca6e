import { STARTUP_LIBRARIES } from './startup-libraries';

const pnpm = (pkg: string, file: string) => `/site/node_modules/.pnpm/${pkg}@1.0.0/node_modules/${pkg}/${file}`;

describe('STARTUP_LIBRARIES', () => {
  it.each([
    pnpm('react', 'cjs/react.production.js'),
    pnpm('react-dom', 'cjs/react-dom-client.production.js'),
    pnpm('scheduler', 'index.js'),
    pnpm('react-router', 'dist/production/index.mjs'),
    pnpm('i18next', 'dist/esm/i18next.js'),
    pnpm('react-i18next', 'dist/es/useTranslation.js'),
    pnpm('react-i18next', 'dist/es/context.js'),
  ])('puts %s in the startup chunk', (file) => {
    expect(STARTUP_LIBRARIES.test(file)).toBe(true);
  });

  it.each([
    pnpm('react-i18next', 'dist/es/Trans.js'),
    pnpm('react-i18next', 'dist/es/TransWithoutContext.js'),
    pnpm('react-i18next', 'dist/es/IcuTrans.js'),
    pnpm('html-parse-stringify', 'dist/html-parse-stringify.module.js'),
    pnpm('void-elements', 'index.js'),
    pnpm('axios', 'lib/axios.js'),
    '/site/packages/remote-kit/src/index.ts',
  ])('leaves %s out of it', (file) => {
    expect(STARTUP_LIBRARIES.test(file)).toBe(false);
  });
});
