import { REMOTE_NAMES } from '@echowatch/contracts';
import { REMOTE_PAGES } from '../support/composition';
import { SITE_URL } from '../support/local-sites';
import { expect, openIn, test } from '../support/fixtures';

// Routing and the React bindings of i18next are shared through the packages that keep only what the site uses.
const SINGLETONS = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@echowatch/routing', 'i18next', '@echowatch/translation'];
const REACT_DOM_MARKER = 'rendererPackageName:"react-dom"';

interface ShareVersion {
  loaded?: boolean;
  from: string;
  useIn: string[];
}

test('one copy of React, the router and i18next serves the shell and every remote', async ({ page }) => {
  const reactDomSources: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(REACT_DOM_MARKER)) reactDomSources.push(response.url());
  });

  await openIn(page, 'en', '/');
  for (const remote of REMOTE_NAMES) {
    const { path, heading } = REMOTE_PAGES[remote];
    // Client-side navigation, as a visitor moves through the site without reloading.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  }

  const scope = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, unknown>>>> } })
      .__FEDERATION__.__SHARE__;
    return share['shell:1.0.0']?.default ?? Object.values(share)[0]!.default!;
  });
  for (const name of SINGLETONS) {
    const versions = Object.values(scope[name] ?? {}) as ShareVersion[];
    const loaded = versions.filter((version) => version.loaded);
    expect(loaded, `${name} is loaded exactly once`).toHaveLength(1);
    expect(loaded[0]!.from, `${name} comes from the shell`).toBe('shell');
  }
  const reactUsers = (Object.values(scope.react!) as ShareVersion[])[0]!.useIn;
  for (const remote of REMOTE_NAMES) expect(reactUsers).toContain(remote.replace(/-/g, '_'));

  expect(reactDomSources).toHaveLength(1);
  expect(new URL(reactDomSources[0]!).origin).toBe(SITE_URL);
});
