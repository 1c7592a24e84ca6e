import { createHash } from 'node:crypto';
import { test as plain } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { REMOTES_URL } from '../support/local-sites';

test.describe('security headers of the served site', () => {
  test('a page carries the policy of the served environment and the fixed headers', async ({ request }) => {
    const response = await request.get('/packages?lng=en');
    const headers = response.headers();
    // The one inline script (the early events, first in the head) is allowed by its hash, no other.
    const inline = [...(await response.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}' ${REMOTES_URL};`);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  test('a page whose address is a secret sends no referrer', async ({ request }) => {
    const response = await request.get('/forgot-password/some-reset-token');
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
  });

  test('the remotes’ origin forbids sniffing and compresses its scripts', async ({ request }) => {
    const manifest = await request.get(`${REMOTES_URL}/pricing-reporting/1.0.0/mf-manifest.json`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
    expect(manifest.headers()['content-encoding']).toBe('gzip');
    expect(manifest.headers()['x-powered-by']).toBeUndefined();
  });

  test('no build statistics are served, neither by the site nor by the remotes’ origin', async ({ request }) => {
    const { remotes } = (await (await request.get('/env.json')).json()) as { remotes: Record<string, string> };
    const addresses = ['/mf-stats.json', ...Object.values(remotes).map((manifest) => manifest.replace(/mf-manifest\.json$/, 'mf-stats.json'))];
    for (const address of addresses) expect({ address, status: (await request.get(address)).status() }).toEqual({ address, status: 404 });
    // The manifest the composition needs is still there, and names no path of the machine that built it.
    const manifest = await (await request.get(Object.values(remotes)[0]!)).text();
    expect(manifest).not.toMatch(/"\/(?:work|home|root|tmp|Users)\//);
  });
});

// Without the shared fixture: this test provokes the violation the fixture fails on.
plain('the policy blocks a script injected inline, and the browser says so', async ({ page }) => {
  await page.goto('/terms-of-use?lng=en');
  const reported = page.waitForEvent('console', (message) => /Content Security Policy/i.test(message.text()));
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    return (window as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await reported;
});
