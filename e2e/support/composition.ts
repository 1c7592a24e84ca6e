import type { Page, Route } from '@playwright/test';
import type { RemoteName, SiteConfig } from '@echowatch/contracts';
import { REMOTES_URL } from './local-sites';

/** One finished page per remote, to visit when a test needs that remote loaded. */
export const REMOTE_PAGES: Record<RemoteName, { path: string; heading: RegExp }> = {
  'marketing-blog': { path: '/terms-of-use', heading: /terms of use/i },
  'pricing-reporting': { path: '/packages', heading: /pricing|packages|price/i },
  'auth-flows': { path: '/register/confirm?requestId=not-a-real-link', heading: /verification|confirm/i },
  'api-docs': { path: '/open-api-docs', heading: /introduction|open api/i },
};

/**
 * Changes the configuration the browser hydrates with (inlined in every page the server sends), as a
 * browser-side view of an environment file edit; the server is not affected (see own-site.ts for
 * that). The state is rewritten as the parser inserts it, before the site's scripts read it.
 */
export async function patchEnvironment(page: Page, patch: Partial<SiteConfig>): Promise<void> {
  await page.addInitScript((changes: Record<string, unknown>) => {
    new MutationObserver((_records, observer) => {
      const script = document.getElementById('ew-page-state');
      if (!script?.textContent) return;
      observer.disconnect();
      const state = JSON.parse(script.textContent) as { config: Record<string, unknown> };
      Object.assign(state.config, changes);
      script.textContent = JSON.stringify(state);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, patch as Record<string, unknown>);
}

export type RemoteOutage = 'down' | 'hanging';

/** Makes every request to one remote's origin path fail (down) or never answer (hanging). */
export async function takeRemoteDown(page: Page, remote: RemoteName, outage: RemoteOutage): Promise<string[]> {
  const attempts: string[] = [];
  await page.route(`${REMOTES_URL}/${remote}/**`, async (route: Route) => {
    attempts.push(route.request().url());
    if (outage === 'down') await route.abort('connectionrefused');
    // A hanging remote is simply never answered.
  });
  return attempts;
}

export async function bringRemoteBack(page: Page, remote: RemoteName): Promise<void> {
  await page.unroute(`${REMOTES_URL}/${remote}/**`);
}
