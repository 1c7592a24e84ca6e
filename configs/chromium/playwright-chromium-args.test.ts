import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PLAYWRIGHT_CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from './playwright-chromium-args';

/** The `disabledFeatures` list in the installed playwright-core's bundle, as it passes it to Chromium. */
function installedPlaywrightList(): string[] {
  const fromTests = createRequire(require.resolve('@playwright/test/package.json'));
  const core = path.dirname(fromTests.resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(core, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
  if (!list) throw new Error(`No disabledFeatures list in ${core}/lib/coreBundle.js: read how this Playwright passes --disable-features`);
  return [...list.matchAll(/^\s*"([^"]+)",?\s*$/gm)].map((match) => match[1]!);
}

describe('the Chromium arguments of a Playwright launch', () => {
  it('repeat the installed Playwright’s disabled features, which the one switch Chromium keeps would otherwise drop', () => {
    expect(installedPlaywrightList()).toEqual([...PLAYWRIGHT_DISABLED_FEATURES]);
  });

  it('pass one --disable-features switch, with the omnibox popup and the spare page process after Playwright’s list', () => {
    const switches = PLAYWRIGHT_CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(switches[0]!.slice('--disable-features='.length).split(',')).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess']);
  });
});
