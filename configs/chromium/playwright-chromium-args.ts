import { CHROMIUM_FLAGS } from './chromium-flags';

/**
 * Playwright's own `--disable-features` list, as the pinned version (1.65.1) passes it. Chromium
 * keeps only the last `--disable-features` switch, so a launch that turns off a feature of its own
 * must repeat these; `playwright-chromium-args.test.ts` compares them with the installed
 * Playwright, so an upgrade that changes its list fails there, not silently in the browser.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
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
] as const;

// Chromium 156 preloads its omnibox popup as a WebUI page in every browser context, headless too:
// ~10 s of CPU in every 25 browser tests on two cores, which then ran ~50% longer.
const OMNIBOX_POPUP = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

// Chromium starts a spare page process next to every page, for the next one to open in. Every
// browser test opens its page in a new context, which cannot use a spare from another, so each
// spare is started for nothing: ~0.25 s of CPU per browser test on this two-core machine.
const SPARE_PAGE_PROCESS = ['SpareRendererForSitePerProcess'] as const;

/** The arguments of a Chromium that Playwright launches (browser tests, the JavaScript budgets). */
export const PLAYWRIGHT_CHROMIUM_ARGS = [...CHROMIUM_FLAGS, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP, ...SPARE_PAGE_PROCESS].join(',')}`];
