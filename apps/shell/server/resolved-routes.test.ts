/** @jest-environment node */
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { resolveRoute } from '../src/routes/route-table';
import { resolvedRoute } from './resolved-routes';

const environment = () => structuredClone(localEnvironment) as unknown as SiteConfig;

describe('resolvedRoute', () => {
  it('answers as resolveRoute does, for pages, unknown addresses and ones that do not decode', () => {
    const config = environment();
    for (const pathname of ['/', '/discovery', '/blog-detail/social-listening-basics', '/reset-password/abc', '/no-such-page', '/%E0%A4%A']) {
      expect(resolvedRoute(config, pathname)).toEqual(resolveRoute(config, pathname));
    }
  });

  it('keeps the answer for the same environment, and matches again for a new one', () => {
    const config = environment();
    const first = resolvedRoute(config, '/insight');
    expect(first?.route.id).toBe('insight');
    expect(resolvedRoute(config, '/insight')).toBe(first);
    // A promoted or edited environment is a new object: its own table decides.
    const moved = { ...environment(), routes: { insight: '/industry-insight' } } as SiteConfig;
    expect(resolvedRoute(moved, '/insight')).toBeNull();
    expect(resolvedRoute(moved, '/industry-insight')?.route.id).toBe('insight');
  });
});
