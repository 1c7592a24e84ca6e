/**
 * The flags the project runs Chromium with everywhere (browser tests, the bench): they keep
 * background traffic and first-run work out of every measured page load.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;
