import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Secret, TOTP } from 'otpauth';
import { seedAccounts } from '../seed/seed-accounts';
import { SandboxClient } from './auth-test-client';

const TWOFA_SECRET = 'JBSWY3DPEHPK3PXP';
const totp = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

let sandbox: SandboxClient;

beforeEach(async () => {
  sandbox = await new SandboxClient().start();
  await seedAccounts(sandbox.store);
});

afterEach(async () => {
  delete process.env.SANDBOX_PENDING_2FA_MS;
  await sandbox.stop();
});

const login = (username: string, password: string, recaptcha_response?: string) =>
  sandbox.post('/api/login', { username, password, recaptcha_response });

describe('POST /api/login', () => {
  it('signs the seeded account in with a hashed password and opens a session', async () => {
    const user = sandbox.store.data.users.find((u) => u.email === 'demo@echowatch.local')!;
    expect(user.password_hash).not.toContain('Demo@1234');

    const answer = await login('  demo@echowatch.local ', 'Demo@1234');
    expect(answer).toEqual({ code: 0, message: 'success', data: { two_factor: false, username: 'demo@echowatch.local' } });
    expect(sandbox.hasCookie('ew_session')).toBe(true);
    expect((await sandbox.get('/api/user')).data).toMatchObject({ email: 'demo@echowatch.local' });
  });

  it('refuses missing fields with code 11', async () => {
    expect((await login('', 'x')).code).toBe(11);
    expect((await login('demo@echowatch.local', '')).code).toBe(11);
  });

  it('answers a wrong password with 30, asks for a captcha after two, and rate limits the account at five', async () => {
    expect(await login('demo@echowatch.local', 'Wrong@123')).toMatchObject({ code: 30, data: { captcha_required: false } });
    expect(await login('demo@echowatch.local', 'Wrong@123')).toMatchObject({ code: 30, data: { captcha_required: true } });

    // Without a captcha the account cannot even be tried, with the right password or not.
    expect(await login('demo@echowatch.local', 'Demo@1234')).toMatchObject({ code: 11, data: { captcha_required: true } });
    expect(await login('demo@echowatch.local', 'Demo@1234', 'made-up-token')).toMatchObject({ code: 11 });

    expect((await login('demo@echowatch.local', 'Wrong@123', await sandbox.captcha())).code).toBe(30);
    expect((await login('demo@echowatch.local', 'Wrong@123', await sandbox.captcha())).code).toBe(30);
    expect(await login('demo@echowatch.local', 'Wrong@123', await sandbox.captcha())).toMatchObject({ code: 32, message: 'Rate limited' });
    expect((await login('demo@echowatch.local', 'Demo@1234', await sandbox.captcha())).code).toBe(32);

    // Counted per account: another account is untouched.
    expect((await login('twofa@echowatch.local', 'Demo@1234')).code).toBe(0);
  });

  it('accepts a captcha token once', async () => {
    await login('demo@echowatch.local', 'Wrong@123');
    await login('demo@echowatch.local', 'Wrong@123');
    const token = await sandbox.captcha();
    expect((await login('demo@echowatch.local', 'Demo@1234', token)).code).toBe(0);
    sandbox.clearCookies();
    await login('demo@echowatch.local', 'Wrong@123');
    await login('demo@echowatch.local', 'Wrong@123');
    expect((await login('demo@echowatch.local', 'Demo@1234', token)).code).toBe(11);
  });

  it('does not sign in an account that has not confirmed its e-mail', async () => {
    await sandbox.post('/__sandbox/pending-registration', { email: 'pending@echowatch.vn', password: 'Pending@123' });
    expect((await login('pending@echowatch.vn', 'Pending@123')).code).toBe(30);
  });
});

describe('two-factor sign-in', () => {
  it('holds the sign-in until a valid TOTP code arrives', async () => {
    const first = await login('twofa@echowatch.local', 'Demo@1234');
    expect(first).toMatchObject({ code: 0, data: { two_factor: true } });
    expect(sandbox.hasCookie('ew_session')).toBe(false);
    expect((await sandbox.get('/api/user')).code).toBe(401);

    expect(await sandbox.post('/two-factor/validate-otp', { otp: '12345' })).toMatchObject({ code: 11 });
    const answer = await sandbox.post('/two-factor/validate-otp', { otp: totp(TWOFA_SECRET) });
    expect(answer).toMatchObject({ code: 0, data: { username: 'twofa@echowatch.local' } });
    expect((await sandbox.get('/api/user')).data).toMatchObject({ email: 'twofa@echowatch.local' });
    // The pending sign-in is spent.
    expect((await sandbox.post('/two-factor/validate-otp', { otp: totp(TWOFA_SECRET) })).code).toBe(31);
  });

  it('accepts the previous 30 s step for clock drift but not an older one', async () => {
    await login('twofa@echowatch.local', 'Demo@1234');
    expect((await sandbox.post('/two-factor/validate-otp', { otp: totp(TWOFA_SECRET, Date.now() - 90_000) })).code).toBe(36);
    expect((await sandbox.post('/two-factor/validate-otp', { otp: totp(TWOFA_SECRET, Date.now() - 30_000) })).code).toBe(0);
  });

  it('answers 36 to wrong codes and 32 from the fifth, counted per account', async () => {
    await login('twofa@echowatch.local', 'Demo@1234');
    for (let i = 0; i < 4; i += 1) {
      expect(await sandbox.post('/two-factor/validate-otp', { otp: '000000' })).toMatchObject({ code: 36, message: 'Invalid OTP code' });
    }
    expect(await sandbox.post('/two-factor/validate-otp', { otp: '000000' })).toMatchObject({ code: 32, message: 'Rate limited' });
    sandbox.clearCookies();
    await login('twofa@echowatch.local', 'Demo@1234');
    expect((await sandbox.post('/two-factor/validate-otp', { otp: totp(TWOFA_SECRET) })).code).toBe(32);
  });

  it('expires the pending sign-in after SANDBOX_PENDING_2FA_MS (code 31)', async () => {
    await sandbox.stop();
    process.env.SANDBOX_PENDING_2FA_MS = '150';
    sandbox = await new SandboxClient().start();
    await seedAccounts(sandbox.store);

    await login('twofa@echowatch.local', 'Demo@1234');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await sandbox.post('/two-factor/validate-otp', { otp: totp(TWOFA_SECRET) })).toMatchObject({
      code: 31,
      message: 'Login session expired',
    });
  });

  it('lets a test account carry its own short pending lifetime', async () => {
    await sandbox.post('/__sandbox/account', { email: 'short@e2e.vn', password: 'Short@123', totp_secret: TWOFA_SECRET, pending_2fa_ms: 100 });
    await login('short@e2e.vn', 'Short@123');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await sandbox.post('/two-factor/validate-otp', { otp: totp(TWOFA_SECRET) })).code).toBe(31);
  });

  it('answers 31 without a pending sign-in and 39 when the account secret is unusable', async () => {
    expect((await sandbox.post('/two-factor/validate-otp', { otp: '123456' })).code).toBe(31);
    await sandbox.post('/__sandbox/account', { email: 'broken@e2e.vn', password: 'Broken@123', totp_secret: 'not-base32!' });
    await login('broken@e2e.vn', 'Broken@123');
    expect(await sandbox.post('/two-factor/validate-otp', { otp: '123456' })).toMatchObject({ code: 39, message: 'Invalid secret key' });
  });
});

describe('phone', () => {
  let emulator: Server;
  const lookups: unknown[] = [];
  // One expiry for the whole suite: the stand-in knows tokens by their exact text.
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const claims = (phone: string, change: Record<string, unknown> = {}) => ({
    phone_number: phone,
    aud: 'demo-echowatch',
    iss: 'https://securetoken.google.com/demo-echowatch',
    exp: expiresAt,
    ...change,
  });
  const idToken = (payload: object) =>
    `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

  // Stands in for the Firebase Auth emulator's lookup endpoint: it knows the tokens it issued.
  beforeEach(async () => {
    const issued = new Map([[idToken(claims('+84905123456')), '+84905123456'], [idToken(claims('+84912345678')), '+84912345678']]);
    emulator = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const { idToken: token } = JSON.parse(raw) as { idToken: string };
        lookups.push({ url: req.url, token });
        const phone = issued.get(token);
        res.writeHead(phone ? 200 : 400, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(phone ? { users: [{ phoneNumber: phone }] } : { error: { message: 'INVALID_ID_TOKEN' } }));
      });
    }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => emulator.once('listening', () => resolve()));
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${(emulator.address() as AddressInfo).port}`;
    await sandbox.stop();
    sandbox = await new SandboxClient().start();
    await seedAccounts(sandbox.store);
  });

  afterEach(async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    await new Promise((resolve) => emulator.close(resolve));
  });

  it('checks a phone: invalid, not exists, not verified, valid', async () => {
    const check = async (phone: string) => (await sandbox.post<{ phone: string }>('/register/check-phone-info', { phone })).data.phone;
    expect(await check('12345')).toBe('invalid');
    expect(await check('0123456789')).toBe('invalid');
    expect(await check('0977000111')).toBe('not exists');
    expect(await check('0912345678')).toBe('not verified');
    expect(await check('0905123456')).toBe('valid');
  });

  it('signs in with an emulator id_token for the verified phone', async () => {
    const answer = await sandbox.post('/api/login-by-phone', { phone_number: '0905123456', id_token: idToken(claims('+84905123456')) });
    expect(answer).toMatchObject({ code: 0, data: { two_factor: false, username: 'demo@echowatch.local' } });
    expect(lookups.at(-1)).toMatchObject({ url: '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=sandbox' });
    expect((await sandbox.get('/api/user')).data).toMatchObject({ email: 'demo@echowatch.local' });
  });

  it.each([
    ['a token the emulator did not issue', '0905123456', idToken(claims('+84905123456', { sub: 'forged' }))],
    ['a token for another number', '0905123456', idToken(claims('+84912345678'))],
    ['an expired token', '0905123456', idToken(claims('+84905123456', { exp: 1 }))],
    ['a token of another project', '0905123456', idToken(claims('+84905123456', { aud: 'other' }))],
    ['an unverified phone', '0912345678', idToken(claims('+84912345678'))],
    ['a malformed phone', '905123456', idToken(claims('+84905123456'))],
    ['no token', '0905123456', undefined],
  ])('refuses %s with code 11', async (_case, phone_number, id_token) => {
    expect((await sandbox.post('/api/login-by-phone', { phone_number, id_token })).code).toBe(11);
    expect(sandbox.hasCookie('ew_session')).toBe(false);
  });
});
