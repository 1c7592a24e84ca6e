import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '@echowatch/configs/chromium-flags';
import { SITE_URL } from './support/local-sites';

// Chromium keeps only the last `--disable-features` switch, and Playwright passes one of its own:
// this one repeats the list of the pinned Playwright (1.65.1) and adds the omnibox popup, which
// Chromium 156 preloads as a WebUI page in every browser context, headless too. That page took ~10 s
// of CPU in every 25 tests on two cores, and the browser tests ran ~50% longer.
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_FLAGS, `--disable-features=${DISABLED_FEATURES.join(',')}`],
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
