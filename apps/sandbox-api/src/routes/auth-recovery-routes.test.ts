import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { verifyPassword } from '../security';
import { seedAccounts } from '../seed/seed-accounts';
import { SandboxClient, TEST_SITE } from './auth-test-client';
import { otpauthUri } from './auth-totp';

const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

let sandbox: SandboxClient;

beforeEach(async () => {
  sandbox = await new SandboxClient().start();
  await seedAccounts(sandbox.store);
});

afterEach(() => sandbox.stop());

async function forgot(email: string) {
  return sandbox.post('/api/forget-password', { email, recaptcha_response: await sandbox.captcha() });
}

function tokenIn(link: string, prefix: string): string {
  expect(link.startsWith(prefix)).toBe(true);
  return link.slice(prefix.length);
}

describe('forgot password', () => {
  it('mails a single-use link that sets a new password (codes 10)', async () => {
    expect(await forgot('demo@echowatch.local')).toMatchObject({ code: 10, data: null });
    const [mail] = sandbox.mailsTo('demo@echowatch.local');
    expect(mail!.subject).toBe('[EchoWatch] Đặt lại mật khẩu / Reset your password');
    const token = tokenIn(mail!.links[0]!, `${TEST_SITE}/forgot-password/`);

    expect(await sandbox.post('/api/validate-link', { token })).toMatchObject({ code: 0, data: { email: 'demo@echowatch.local' } });
    expect((await sandbox.post('/api/reset-password-new', { uuid: token, password: 'weak' })).code).toBe(11);
    expect((await sandbox.post('/api/reset-password-new', { uuid: token, password: 'Fresh@2026' })).code).toBe(10);
    const user = sandbox.store.data.users.find((u) => u.email === 'demo@echowatch.local')!;
    expect(await verifyPassword('Fresh@2026', user.password_hash)).toBe(true);

    expect((await sandbox.post('/api/validate-link', { token })).code).toBe(11);
    expect((await sandbox.post('/api/reset-password-new', { uuid: token, password: 'Other@2026' })).code).toBe(11);
  });

  it('gives the same answer for an unknown address and mails nothing', async () => {
    expect(await forgot('nobody@echowatch.local')).toMatchObject({ code: 10 });
    expect(sandbox.store.data.outbox).toHaveLength(0);
  });

  it('needs a valid e-mail and a captcha (11)', async () => {
    expect((await sandbox.post('/api/forget-password', { email: 'demo@echowatch.local' })).code).toBe(11);
    expect((await forgot('demo@')).code).toBe(11);
  });

  it('rate limits an address after three mails (32)', async () => {
    for (let i = 0; i < 3; i += 1) expect((await forgot('demo@echowatch.local')).code).toBe(10);
    expect(await forgot('demo@echowatch.local')).toMatchObject({
      code: 32,
      message: 'Login details are incorrect or the account has been locked',
    });
    expect(sandbox.mailsTo('demo@echowatch.local')).toHaveLength(3);
  });

  it('counts the three mails per address and client: others cannot use up the owner’s, known address or not', async () => {
    for (const email of ['demo@echowatch.local', 'nobody@echowatch.vn']) {
      sandbox.ip = '203.0.113.50';
      for (let i = 0; i < 3; i += 1) expect((await forgot(email)).code).toBe(10);
      expect((await forgot(email)).code).toBe(32);
      // The owner, from their own network, with the captcha every request needs.
      sandbox.ip = '2001:db8:77::1';
      expect((await forgot(email)).code).toBe(10);
    }
    expect(sandbox.mailsTo('demo@echowatch.local')).toHaveLength(4);
    expect(sandbox.mailsTo('nobody@echowatch.vn')).toHaveLength(0);
  });

  it('lets links expire after the account lifetime', async () => {
    await sandbox.post('/__sandbox/account', { email: 'ttl@e2e.vn', password: 'Ttl@12345', link_ms: 100 });
    await forgot('ttl@e2e.vn');
    const token = tokenIn(sandbox.mailsTo('ttl@e2e.vn')[0]!.links[0]!, `${TEST_SITE}/forgot-password/`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await sandbox.post('/api/validate-link', { token })).code).toBe(11);
  });
});

describe('two-factor reset', () => {
  async function pendingSignIn() {
    expect((await sandbox.post('/api/login', { username: 'twofa@echowatch.local', password: 'Demo@1234' })).data).toMatchObject({ two_factor: true });
  }

  async function requestReset(): Promise<string> {
    await pendingSignIn();
    expect((await sandbox.post('/two-factor/reset', { email: 'twofa@echowatch.local', password: 'Demo@1234' })).code).toBe(0);
    const [mail] = sandbox.mailsTo('twofa@echowatch.local');
    expect(mail!.subject).toContain('Reset two-factor authentication');
    return tokenIn(mail!.links[0]!, `${TEST_SITE}/reset-2fa/`);
  }

  it('is only possible while a sign-in waits for its code (31)', async () => {
    expect(await sandbox.post('/two-factor/reset', { email: 'twofa@echowatch.local', password: 'Demo@1234' })).toMatchObject({
      code: 31,
      message: 'Login session expired',
    });
  });

  it('checks the e-mail and password of the waiting sign-in', async () => {
    await pendingSignIn();
    expect((await sandbox.post('/two-factor/reset', { email: 'twofa@echowatch.local', password: 'Wrong@123' })).code).toBe(30);
    expect((await sandbox.post('/two-factor/reset', { email: 'demo@echowatch.local', password: 'Demo@1234' })).code).toBe(30);
    expect((await sandbox.post('/two-factor/reset', { email: 'twofa@echowatch.local', password: '   ' })).code).toBe(11);
  });

  it('limits resends to three (32)', async () => {
    await pendingSignIn();
    const body = { email: 'twofa@echowatch.local', password: 'Demo@1234' };
    for (let i = 0; i < 3; i += 1) expect((await sandbox.post('/two-factor/reset', body)).code).toBe(0);
    expect(await sandbox.post('/two-factor/reset', body)).toMatchObject({ code: 32, message: 'Resend rate limited' });
  });

  it('shows a QR of a new secret (code 10) and switches to it once confirmed', async () => {
    const uid = await requestReset();
    const qr = await sandbox.get<string>(`/two-factor/reset-2fa/${uid}`);
    expect(qr.code).toBe(10);
    expect(Buffer.from(qr.data, 'base64').subarray(1, 4).toString()).toBe('PNG');
    // Opening the link again shows the same secret.
    expect((await sandbox.get<string>(`/two-factor/reset-2fa/${uid}`)).data).toBe(qr.data);

    const { secret } = (await sandbox.get<{ secret: string }>(`/__sandbox/reset-2fa-secret/${uid}`)).data;
    const expected = await QRCode.toDataURL(otpauthUri(secret, 'twofa@echowatch.local'), { margin: 1, width: 220 });
    expect(`data:image/png;base64,${qr.data}`).toBe(expected);
    expect(otpauthUri(secret, 'twofa@echowatch.local')).toContain('issuer=EchoWatch');

    expect(await sandbox.post('/two-factor/confirm', { uuid: uid, otp: '000000' })).toMatchObject({ code: 36 });
    expect((await sandbox.post('/two-factor/confirm', { uuid: uid, otp: totp(secret) })).code).toBe(0);
    const user = sandbox.store.data.users.find((u) => u.email === 'twofa@echowatch.local')!;
    expect(user.totp_secret).toBe(secret);

    // The link is spent, and the next sign-in takes the new secret's code.
    expect((await sandbox.get(`/two-factor/reset-2fa/${uid}`)).code).toBe(3);
    sandbox.clearCookies();
    await pendingSignIn();
    expect((await sandbox.post('/two-factor/validate-otp', { otp: totp(secret) })).code).toBe(0);
  });

  it('disables confirmation after five wrong codes (32)', async () => {
    const uid = await requestReset();
    await sandbox.get(`/two-factor/reset-2fa/${uid}`);
    for (let i = 0; i < 4; i += 1) expect((await sandbox.post('/two-factor/confirm', { uuid: uid, otp: '000000' })).code).toBe(36);
    expect(await sandbox.post('/two-factor/confirm', { uuid: uid, otp: '000000' })).toMatchObject({ code: 32, message: 'Confirm rate limited' });
    const { secret } = (await sandbox.get<{ secret: string }>(`/__sandbox/reset-2fa-secret/${uid}`)).data;
    expect((await sandbox.post('/two-factor/confirm', { uuid: uid, otp: totp(secret) })).code).toBe(32);
  });

  it('answers 3 to an unknown link', async () => {
    expect((await sandbox.get('/two-factor/reset-2fa/unknown')).code).toBe(3);
    expect((await sandbox.post('/two-factor/confirm', { uuid: 'unknown', otp: '123456' })).code).toBe(3);
  });
});

describe('sandbox captcha', () => {
  it('issues distinct tokens', async () => {
    const [a, b] = [await sandbox.captcha(), await sandbox.captcha()];
    expect(a).toMatch(/^sandbox-captcha\./);
    expect(a).not.toBe(b);
  });
});

describe('confirmation resend', () => {
  const resendFor = async (username: string) =>
    sandbox.post('/register/resend-confirm-email', { username, recaptcha_response: await sandbox.captcha() });

  it('counts the three mails per registration and client: others cannot use up the registrant’s', async () => {
    await sandbox.post('/__sandbox/pending-registration', { email: 'owner@echowatch.vn' });
    sandbox.ip = '203.0.113.51';
    for (let i = 0; i < 3; i += 1) expect((await resendFor('owner@echowatch.vn')).code).toBe(0);
    expect((await resendFor('owner@echowatch.vn')).code).toBe(32);
    sandbox.ip = '198.51.100.51';
    expect((await resendFor('owner@echowatch.vn')).code).toBe(0);
    // The helper's own mail, three from elsewhere and the registrant's.
    expect(sandbox.mailsTo('owner@echowatch.vn')).toHaveLength(5);
  });
});
