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

/** Serves the real env.json with a change applied, as an environment file edit would. */
export async function patchEnvironment(page: Page, change: (config: SiteConfig) => void): Promise<void> {
  await page.route('**/env.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as SiteConfig;
    change(config);
    await route.fulfill({ response, json: config });
  });
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
