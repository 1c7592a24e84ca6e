import { http, HttpResponse } from 'msw';
import { apiServer, testSiteConfig } from '@echowatch/test-utils';
import { loadSiteConfig, SiteConfigError, validateSiteConfig } from './load-site-config';

describe('site configuration', () => {
  it('accepts a complete environment file', () => {
    const config = testSiteConfig();
    expect(validateSiteConfig(config)).toBe(config);
  });

  it('names each missing or invalid part', () => {
    const config = testSiteConfig() as unknown as Record<string, unknown>;
    const broken = {
      ...config,
      remotes: { 'marketing-blog': 'x' },
      edition: 'enterprise',
      routes: { insight: 'insight' },
    };
    expect(() => validateSiteConfig(broken)).toThrow(
      'remotes.pricing-reporting is missing; remotes.auth-flows is missing; remotes.api-docs is missing; edition is invalid; routes.insight must be a path',
    );
    expect(() => validateSiteConfig(null)).toThrow(SiteConfigError);
  });

  it('fetches env.json without the HTTP cache', async () => {
    let cacheMode: RequestCache | undefined;
    apiServer.use(
      http.get('http://localhost/env.json', ({ request }) => {
        cacheMode = request.cache;
        return HttpResponse.json(testSiteConfig());
      }),
    );
    await expect(loadSiteConfig('http://localhost/env.json')).resolves.toMatchObject({ brand: { name: 'EchoWatch' } });
    expect(cacheMode).toBe('no-store');
  });

  it('reports an environment file that cannot be read', async () => {
    apiServer.use(http.get('http://localhost/env.json', () => new HttpResponse(null, { status: 503 })));
    await expect(loadSiteConfig('http://localhost/env.json')).rejects.toThrow('answered 503');
  });
});
