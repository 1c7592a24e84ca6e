import { SandboxClient, TEST_SITE } from './routes/auth-test-client';
import { corsOriginsFromEnv, defaultCorsOrigins } from './sandbox-options';

let sandbox: SandboxClient | undefined;

afterEach(async () => {
  await sandbox?.stop();
  sandbox = undefined;
});

async function allowedOrigin(mode: 'local' | 'public', origin: string): Promise<string | null> {
  sandbox ??= await new SandboxClient({ mode }).start();
  const response = await sandbox.fetch('OPTIONS', '/api/login', undefined, { Origin: origin, 'Access-Control-Request-Method': 'POST' });
  return response.headers.get('access-control-allow-origin');
}

describe('credentialed CORS', () => {
  it('answers the site’s own origin in public mode, and no other local page', async () => {
    expect(await allowedOrigin('public', TEST_SITE)).toBe(TEST_SITE);
    for (const origin of ['http://localhost:4444', 'http://127.0.0.1:3001', 'http://localhost', 'https://evil.test']) {
      expect([origin, await allowedOrigin('public', origin)]).toEqual([origin, null]);
    }
  });

  it('adds only the configured local dev servers in local mode', async () => {
    expect(await allowedOrigin('local', 'http://localhost:3003')).toBe('http://localhost:3003');
    expect(await allowedOrigin('local', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    for (const origin of ['http://localhost:4444', 'http://127.0.0.1:1', 'http://localhost.evil.test:3003']) {
      expect([origin, await allowedOrigin('local', origin)]).toEqual([origin, null]);
    }
  });

  it('takes the list the environment names instead of the defaults', () => {
    expect(defaultCorsOrigins('public', 'https://echowatch.vn/')).toEqual(['https://echowatch.vn']);
    expect(corsOriginsFromEnv('public', 'https://echowatch.vn', { SANDBOX_CORS_ORIGINS: 'https://a.test, https://b.test/' })).toEqual([
      'https://a.test',
      'https://b.test',
    ]);
  });
});
