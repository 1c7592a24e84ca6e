import { Secret, TOTP } from 'otpauth';
import { seedAccounts } from '../seed/seed-accounts';
import { SandboxClient } from './auth-test-client';

const sessions = { idleMs: 10 * 60 * 1000, absoluteMs: 60 * 60 * 1000 };
let sandbox: SandboxClient;

beforeEach(async () => {
  sandbox = await new SandboxClient({ sessions }).start();
  await seedAccounts(sandbox.store);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await sandbox.stop();
});

const signIn = () => sandbox.post('/api/login', { username: 'demo@echowatch.local', password: 'Demo@1234' });
const signedIn = async () => (await sandbox.get('/api/user')).code === 0;
const at = (offsetMs: number, start: number) => jest.spyOn(Date, 'now').mockReturnValue(start + offsetMs);

describe('session cookie', () => {
  it('is HttpOnly and SameSite=Lax, bounded by the absolute lifetime, and Secure over HTTPS', async () => {
    await signIn();
    const [cookie] = sandbox.lastSetCookies;
    expect(cookie).toMatch(/^ew_session=/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Max-Age=3600/);
    expect(cookie).not.toMatch(/; Secure/);

    sandbox.clearCookies();
    await sandbox.fetch('POST', '/api/login', { username: 'demo@echowatch.local', password: 'Demo@1234' }, { 'X-Forwarded-Proto': 'https' });
    expect(sandbox.lastSetCookies[0]).toMatch(/; Secure/);
  });
});

describe('session lifetime', () => {
  it('ends a session left idle, and keeps one in use', async () => {
    const start = Date.now();
    await signIn();
    at(9 * 60 * 1000, start);
    expect(await signedIn()).toBe(true);
    at(18 * 60 * 1000, start);
    expect(await signedIn()).toBe(true);
    at(29 * 60 * 1000, start);
    expect(await signedIn()).toBe(false);
  });

  it('ends every session after the absolute lifetime, however busy', async () => {
    const start = Date.now();
    await signIn();
    for (let minutes = 5; minutes < 60; minutes += 5) {
      at(minutes * 60 * 1000, start);
      expect(await signedIn()).toBe(true);
    }
    at(61 * 60 * 1000, start);
    expect(await signedIn()).toBe(false);
  });
});

describe('resets end the sessions of the account', () => {
  it('signs every browser out when the password is reset', async () => {
    await signIn();
    expect(await signedIn()).toBe(true);
    await sandbox.post('/api/forget-password', { email: 'demo@echowatch.local', recaptcha_response: await sandbox.captcha() });
    const token = sandbox.mailsTo('demo@echowatch.local')[0]!.links[0]!.split('/').at(-1)!;
    expect((await sandbox.post('/api/reset-password-new', { uuid: token, password: 'Fresh@2026' })).code).toBe(10);
    expect(sandbox.store.data.sessions).toHaveLength(0);
    expect(await signedIn()).toBe(false);
  });

  it('signs every browser out when the authenticator is reset', async () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    await sandbox.post('/api/login', { username: 'twofa@echowatch.local', password: 'Demo@1234' });
    await sandbox.post('/two-factor/validate-otp', { otp: new TOTP({ secret: Secret.fromBase32(secret) }).generate() });
    expect(sandbox.store.data.sessions).toHaveLength(1);
    expect(await signedIn()).toBe(true);

    await sandbox.post('/api/login', { username: 'twofa@echowatch.local', password: 'Demo@1234' });
    await sandbox.post('/two-factor/reset', { email: 'twofa@echowatch.local', password: 'Demo@1234' });
    const uid = sandbox.mailsTo('twofa@echowatch.local')[0]!.links[0]!.split('/').at(-1)!;
    await sandbox.get(`/two-factor/reset-2fa/${uid}`);
    const fresh = (await sandbox.get<{ secret: string }>(`/__sandbox/reset-2fa-secret/${uid}`)).data.secret;
    const code = new TOTP({ secret: Secret.fromBase32(fresh) }).generate();
    expect((await sandbox.post('/two-factor/confirm', { uuid: uid, otp: code })).code).toBe(0);
    expect(sandbox.store.data.sessions).toHaveLength(0);
    expect(await signedIn()).toBe(false);
  });
});
