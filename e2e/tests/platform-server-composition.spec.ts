import { createServer, type Server } from 'node:net';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publishVariant, replaceInScripts, ownSitesPerTest } from '../support/own-site';
import { expect, test } from '../support/fixtures';

const FALLBACK_EN = 'This part of the site could not be loaded';
const EDITION = 'Terms of Use, 2nd edition';

async function timedGet(url: string): Promise<{ status: number; html: string; ms: number }> {
  const started = Date.now();
  const response = await fetch(url);
  const html = await response.text();
  return { status: response.status, html, ms: Date.now() - started };
}

test.describe('the server renders from the composition the environment file names', () => {
  const { cleanups, start: startSite } = ownSitesPerTest(test);

  test('a version switched in the file shows in the next server answer and in the hydrated page', async ({ page }) => {
    const variant = publishVariant('marketing-blog', '9.0.0-switch', (folder) => {
      expect(replaceInScripts(folder, 'Terms of Use', EDITION)).toBeGreaterThanOrEqual(2);
    });
    cleanups.push(variant.remove);
    const site = await startSite();
    const before = await timedGet(`${site.url}/terms-of-use?lng=en`);
    expect(before.html).not.toContain(EDITION);

    site.updateEnvironment((config) => {
      config.remotes['marketing-blog'] = variant.manifest;
    });
    const after = await timedGet(`${site.url}/terms-of-use?lng=en`);
    expect(after.status).toBe(200);
    expect(after.html).toMatch(new RegExp(`<h1[^>]*>${EDITION}</h1>`));

    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.goto(`${site.url}/terms-of-use?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: EDITION })).toBeVisible();
    expect(loaded.some((url) => url.includes('/marketing-blog/9.0.0-switch/'))).toBe(true);
    expect(loaded.some((url) => url.includes('/marketing-blog/1.0.0/'))).toBe(false);
    expect(problems).toEqual([]);
  });

  const brokenServerBuilds: [string, (folder: string) => void][] = [
    ['is missing', (folder) => rmSync(path.join(folder, 'server'), { recursive: true })],
    ['throws when it loads', (folder) => writeFileSync(path.join(folder, 'server', 'remoteEntry.js'), "throw new Error('broken build');")],
  ];
  for (const [problem, breakIt] of brokenServerBuilds) {
    test(`a remote whose server build ${problem} gets the fallback in its slot, and the browser build takes over`, async ({ page }) => {
      const variant = publishVariant('marketing-blog', `9.0.0-${problem.replace(/\W+/g, '-')}`, breakIt);
      cleanups.push(variant.remove);
      const site = await startSite((config) => {
        config.remotes['marketing-blog'] = variant.manifest;
      });
      const answer = await timedGet(`${site.url}/terms-of-use?lng=en`);
      // What a broken build may cost in time is the remote budget's, counted by the hanging origin's test below.
      expect(answer.status).toBe(200);
      expect(answer.html).toContain(FALLBACK_EN);
      expect(answer.html).toContain('<header');
      expect(answer.html).toContain('<footer');
      // Another remote's page is untouched.
      expect((await timedGet(`${site.url}/packages?lng=en`)).html).not.toContain(FALLBACK_EN);

      await page.goto(`${site.url}/terms-of-use?lng=en`);
      await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(FALLBACK_EN)).toHaveCount(0);
    });
  }

  test('a remote origin that never answers costs at most the budget, and then nothing while it stays down', async () => {
    // Holds every connection it is given and never answers; counts them, so the test sees what the
    // site asks of it rather than timing the answers (a busy machine stretches any time).
    let connections = 0;
    const hanging: Server = createServer(() => {
      connections += 1;
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => hanging.close());
    const port = (hanging.address() as { port: number }).port;
    const site = await startSite((config) => {
      config.remotes['marketing-blog'] = `http://127.0.0.1:${port}/marketing-blog/1.0.0/mf-manifest.json`;
    });
    expect((await timedGet(`${site.url}/packages?lng=en`)).status).toBe(200);
    for (let request = 0; request < 5; request += 1) {
      const answer = await timedGet(`${site.url}/privacy-policy?lng=en`);
      expect(answer.status).toBe(200);
      expect(answer.html).toContain(FALLBACK_EN);
      // Far below what an unbounded wait would cost (the origin never answers): the budget holds.
      expect(answer.ms).toBeLessThan(8_000);
    }
    expect(connections).toBeGreaterThan(0);
    // Once the circuit is open, a request no longer asks the hanging origin at all.
    const asked = connections;
    for (let request = 0; request < 3; request += 1) expect((await timedGet(`${site.url}/privacy-policy?lng=en`)).html).toContain(FALLBACK_EN);
    expect(connections).toBe(asked);
    expect((await timedGet(`${site.url}/packages?lng=en`)).html).not.toContain(FALLBACK_EN);
  });
});
