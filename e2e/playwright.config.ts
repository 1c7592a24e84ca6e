import { defineConfig, devices } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS } from '@echowatch/configs/playwright-chromium-args';
import { SITE_URL } from './support/local-sites';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: PLAYWRIGHT_CHROMIUM_ARGS,
};

const PHONE_SIZE = { width: 375, height: 812 };

// Browser tests drive the composed production build, started exactly as `npm start` serves it.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: SITE_URL,
    trace: 'off',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, grepInvert: /@mobile-only/ },
    {
      name: 'mobile',
      // A 375 px phone: its screen as wide as its page, as on a real one (the browser sizes the
      // pictures it fetches ahead of the parser by the screen).
      use: { ...devices['Pixel 7'], viewport: PHONE_SIZE, screen: PHONE_SIZE, launchOptions: chromium },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: 'node --import tsx tools/src/serve-local.ts',
    cwd: '..',
    url: `${SITE_URL}/env.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      SANDBOX_DATA_DIR: process.env.SANDBOX_DATA_DIR ?? '.data/e2e-sandbox',
      SANDBOX_FRESH: '1',
    },
  },
});
