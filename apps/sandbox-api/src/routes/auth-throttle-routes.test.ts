import { LOCAL_RATE_LIMITS, PUBLIC_RATE_LIMITS, type RateLimits } from '../sandbox-limits';
import { seedAccounts } from '../seed/seed-accounts';
import { SandboxClient } from './auth-test-client';

const limits: RateLimits = { windowMs: 60_000, signIn: 6, lookups: 3, mails: 2, captcha: 1000 };
let sandbox: SandboxClient;

beforeEach(async () => {
  sandbox = await new SandboxClient({ rateLimits: limits }).start();
  await seedAccounts(sandbox.store);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await sandbox.stop();
});

const login = async (username: string, password: string, captcha = false) =>
  sandbox.post('/api/login', { username, password, recaptcha_response: captcha ? await sandbox.captcha() : undefined });

function expectThrottled(answer: { code: number }) {
  expect(answer).toMatchObject({ code: 32, message: 'Rate limited' });
  expect(Number(sandbox.lastHeaders.get('retry-after'))).toBeGreaterThan(0);
}

describe('per-client limits', () => {
  it('stops one client trying passwords across many accounts, and only that client', async () => {
    sandbox.ip = '203.0.113.7';
    for (let i = 0; i < limits.signIn; i += 1) expect((await login(`user${i}@victims.vn`, 'Guess@123')).code).toBe(30);
    expectThrottled(await login('user99@victims.vn', 'Guess@123'));
    // The limit is counted before the password is looked at: even the right one waits.
    expectThrottled(await login('demo@echowatch.local', 'Demo@1234'));
    sandbox.ip = '198.51.100.20';
    expect((await login('demo@echowatch.local', 'Demo@1234')).code).toBe(0);
  });

  it('throttles e-mail and phone look-ups', async () => {
    sandbox.ip = '203.0.113.8';
    expect((await sandbox.post('/register/check-infos', { email: 'a@echowatch.vn' })).code).toBe(0);
    expect((await sandbox.post('/register/check-phone-info', { phone: '0905123456' })).code).toBe(0);
    expect((await sandbox.post('/register/check-infos', { email: 'b@echowatch.vn' })).code).toBe(0);
    expectThrottled(await sandbox.post('/register/check-phone-info', { phone: '0905123457' }));
    expectThrottled(await sandbox.post('/register/check-infos', { email: 'c@echowatch.vn' }));
  });

  it('throttles calls that send mail: resends and reset requests', async () => {
    sandbox.ip = '203.0.113.9';
    expect((await sandbox.post('/register/resend-confirm-email', { username: 'x@echowatch.vn', recaptcha_response: await sandbox.captcha() })).code).toBe(0);
    expect((await sandbox.post('/api/forget-password', { email: 'y@echowatch.vn', recaptcha_response: await sandbox.captcha() })).code).toBe(10);
    expectThrottled(await sandbox.post('/api/forget-password', { email: 'z@echowatch.vn', recaptcha_response: await sandbox.captcha() }));
    expectThrottled(await sandbox.post('/register/resend-confirm-email', { username: 'w@echowatch.vn', recaptcha_response: await sandbox.captcha() }));
  });

  it('has production-like public defaults and a local mode loose enough for a browser-test run', () => {
    expect(PUBLIC_RATE_LIMITS.signIn).toBeLessThanOrEqual(30);
    expect(PUBLIC_RATE_LIMITS.mails).toBeLessThanOrEqual(10);
    expect(LOCAL_RATE_LIMITS.signIn).toBeGreaterThanOrEqual(1000);
  });
});

describe('account lock-out', () => {
  it('locks an account for the client that failed five times, not for its owner elsewhere', async () => {
    sandbox.ip = '203.0.113.10';
    await login('demo@echowatch.local', 'Wrong@123');
    await login('demo@echowatch.local', 'Wrong@123');
    for (let i = 0; i < 2; i += 1) expect((await login('demo@echowatch.local', 'Wrong@123', true)).code).toBe(30);
    expect((await login('demo@echowatch.local', 'Wrong@123', true)).code).toBe(32);
    expect((await login('demo@echowatch.local', 'Demo@1234', true)).code).toBe(32);

    // The owner, from another address, answers a captcha (the account has failures) and gets in.
    sandbox.ip = '198.51.100.30';
    sandbox.clearCookies();
    expect(await login('demo@echowatch.local', 'Demo@1234')).toMatchObject({ code: 11, data: { captcha_required: true } });
    expect((await login('demo@echowatch.local', 'Demo@1234', true)).code).toBe(0);
  });

  it('unlocks after the counting window (15 minutes)', async () => {
    sandbox.ip = '203.0.113.11';
    for (let i = 0; i < 5; i += 1) await login('demo@echowatch.local', 'Wrong@123', true);
    expect((await login('demo@echowatch.local', 'Demo@1234', true)).code).toBe(32);
    const later = Date.now() + 16 * 60 * 1000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    expect((await login('demo@echowatch.local', 'Demo@1234')).code).toBe(0);
  });
});

describe('one network, one client', () => {
  const network = ['2001:db8:abcd:1200::1', '2001:db8:abcd:1201::2', '2001:db8:abcd:1210::3', '2001:db8:abcd:12ff::4'];

  it('locks an account for a whole IPv6 network at five failures, never for everyone', async () => {
    await sandbox.stop();
    sandbox = await new SandboxClient({ rateLimits: PUBLIC_RATE_LIMITS }).start();
    await seedAccounts(sandbox.store);
    const answers: number[] = [];
    for (const address of network) {
      sandbox.ip = address;
      for (let i = 0; i < 5; i += 1) answers.push((await login('demo@echowatch.local', 'Wrong@123', true)).code);
    }
    // Four failures answer 30, the fifth locks the network; its other addresses are the same client.
    expect(answers.filter((code) => code === 30)).toHaveLength(4);
    expect(answers.slice(5).every((code) => code === 32)).toBe(true);
    // The owner, from another network, still gets in with a captcha.
    sandbox.ip = '2001:db8:ffff::9';
    sandbox.clearCookies();
    expect((await login('demo@echowatch.local', 'Demo@1234', true)).code).toBe(0);
  });

  it('counts a /56 as one client for the request limits too', async () => {
    for (let i = 0; i < limits.signIn; i += 1) {
      sandbox.ip = network[i % network.length];
      expect((await login(`user${i}@victims.vn`, 'Guess@123')).code).toBe(30);
    }
    sandbox.ip = '2001:db8:abcd:12aa::77';
    expectThrottled(await login('user99@victims.vn', 'Guess@123'));
  });
});
