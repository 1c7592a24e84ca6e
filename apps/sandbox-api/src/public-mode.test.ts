import { seedAccounts } from './seed/seed-accounts';
import { SandboxClient } from './routes/auth-test-client';
import { modeFromEnv, PUBLIC_RATE_LIMITS, rateLimitsFromEnv } from './sandbox-limits';

let sandbox: SandboxClient | undefined;

afterEach(async () => {
  await sandbox?.stop();
  sandbox = undefined;
});

describe('public mode', () => {
  it('serves no test helpers, but the open API and the sign-in stand-in', async () => {
    const client = await new SandboxClient({ mode: 'public' }).start();
    sandbox = client;
    await seedAccounts(client.store);
    for (const [method, path] of [
      ['GET', '/__outbox'],
      ['GET', '/__outbox.json'],
      ['POST', '/__sandbox/account'],
      ['POST', '/__sandbox/pending-registration'],
      ['POST', '/__sandbox/invitation'],
      ['GET', '/__sandbox/reset-2fa-secret/abc'],
    ] as const) {
      const response = await client.fetch(method, path, method === 'POST' ? { email: 'a@echowatch.vn', password: 'Demo@1234' } : undefined);
      expect([path, response.status]).toEqual([path, 404]);
    }
    expect((await client.post('/api/login', { username: 'demo@echowatch.local', password: 'Demo@1234' })).code).toBe(0);
    expect((await client.get('/register/industry/get-all')).code).toBe(0);
    expect((await client.fetch('GET', '/open-api/topic/list')).status).toBe(200);
  });

  it('keeps the helpers in local mode', async () => {
    const client = await new SandboxClient({ mode: 'local' }).start();
    sandbox = client;
    expect((await client.fetch('GET', '/__outbox.json')).status).toBe(200);
  });

  it('is chosen with SANDBOX_MODE=public, which also brings the public limits', () => {
    expect(modeFromEnv({})).toBe('local');
    expect(modeFromEnv({ SANDBOX_MODE: 'public' })).toBe('public');
    expect(() => modeFromEnv({ SANDBOX_MODE: 'open' })).toThrow(/SANDBOX_MODE/);
    expect(rateLimitsFromEnv('public', {})).toEqual(PUBLIC_RATE_LIMITS);
    expect(rateLimitsFromEnv('public', { SANDBOX_RATE_SIGN_IN: '7' }).signIn).toBe(7);
  });
});
