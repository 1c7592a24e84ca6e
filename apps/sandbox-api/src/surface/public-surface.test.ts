import { createSandboxApp } from '../create-app';
import { SandboxClient } from '../routes/auth-test-client';
import { openMemoryStore } from '../store/file-store';
import { mountedRoutes } from './mounted-routes';
import { PUBLIC_SURFACE, routeName } from './public-surface';

const appIn = (mode: 'local' | 'public') => createSandboxApp(openMemoryStore(), { port: 0, dataDir: '', siteOrigin: 'http://localhost:8080', mode });

describe('the public surface', () => {
  it('is exactly the listed routes: nothing mounted in public mode is missing from the list', () => {
    const mounted = mountedRoutes(appIn('public')).map(routeName).sort();
    expect(mounted).toEqual(PUBLIC_SURFACE.map(routeName).sort());
  });

  it('keeps no route a second time in the list', () => {
    expect(new Set(PUBLIC_SURFACE.map(routeName)).size).toBe(PUBLIC_SURFACE.length);
  });

  it('grows only in local mode, by test and inspection helpers', () => {
    const listed = new Set(PUBLIC_SURFACE.map(routeName));
    const extra = mountedRoutes(appIn('local')).filter((route) => !listed.has(routeName(route)));
    expect(extra.length).toBeGreaterThan(0);
    for (const route of extra) expect(route.path).toMatch(/^\/__(outbox|errors|sandbox)\b/);
  });

  it('does not hand out the contact requests sales received', async () => {
    const client = await new SandboxClient({ mode: 'public' }).start();
    try {
      expect((await client.fetch('GET', '/__sandbox/report-contacts')).status).toBe(404);
    } finally {
      await client.stop();
    }
  });
});
