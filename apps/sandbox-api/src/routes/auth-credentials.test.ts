import { scryptSync } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { CURRENT_SCRYPT, hashPassword, needsRehash, PASSWORD_MAX_LENGTH, verifyPassword } from '../security';
import { seedAccounts } from '../seed/seed-accounts';
import { SandboxClient } from './auth-test-client';

const TWOFA_SECRET = 'JBSWY3DPEHPK3PXP';
const totp = () => new TOTP({ secret: Secret.fromBase32(TWOFA_SECRET), digits: 6, period: 30 }).generate();
let sandbox: SandboxClient;

beforeEach(async () => {
  sandbox = await new SandboxClient().start();
  await seedAccounts(sandbox.store);
});

afterEach(() => sandbox.stop());

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('password sign-in timing', () => {
  it('takes as long for an unknown login as for a known one with a wrong password', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      sandbox.ip = `203.0.113.${i + 1}`;
      known.push(await timed(() => sandbox.post('/api/login', { username: 'demo@echowatch.local', password: 'Wrong@123' })));
      unknown.push(await timed(() => sandbox.post('/api/login', { username: `nobody${i}@echowatch.local`, password: 'Wrong@123' })));
    }
    // Without a hash for the unknown login it answers in a few milliseconds, against ~100 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});

describe('two-factor codes', () => {
  it('accepts a code once: the same code cannot open a second session', async () => {
    const code = totp();
    await sandbox.post('/api/login', { username: 'twofa@echowatch.local', password: 'Demo@1234' });
    expect((await sandbox.post('/two-factor/validate-otp', { otp: code })).code).toBe(0);
    sandbox.clearCookies();
    await sandbox.post('/api/login', { username: 'twofa@echowatch.local', password: 'Demo@1234' });
    expect(await sandbox.post('/two-factor/validate-otp', { otp: code })).toMatchObject({ code: 36 });
  });
});

describe('password hashing', () => {
  it('stores scrypt parameters beside each hash and still verifies hashes made before', async () => {
    const stored = await hashPassword('Demo@1234');
    expect(stored).toMatch(new RegExp(`^scrypt\\$N=${CURRENT_SCRYPT.N},r=8,p=1\\$`));
    expect(await verifyPassword('Demo@1234', stored)).toBe(true);
    expect(await verifyPassword('Demo@12345', stored)).toBe(false);

    const cheaper = await hashPassword('Demo@1234', { N: 2 ** 10, r: 8, p: 1, keylen: 32 });
    expect(await verifyPassword('Demo@1234', cheaper)).toBe(true);
    expect(needsRehash(cheaper)).toBe(true);
    expect(needsRehash(stored)).toBe(false);

    const legacy = `abcd:${scryptSync('Demo@1234', 'abcd', 32).toString('hex')}`;
    expect(await verifyPassword('Demo@1234', legacy)).toBe(true);
  });

  it('replaces an old hash at the next successful sign-in', async () => {
    const user = sandbox.store.data.users.find((u) => u.email === 'demo@echowatch.local')!;
    user.password_hash = await hashPassword('Demo@1234', { N: 2 ** 10, r: 8, p: 1, keylen: 32 });
    expect((await sandbox.post('/api/login', { username: 'demo@echowatch.local', password: 'Demo@1234' })).code).toBe(0);
    expect(needsRehash(user.password_hash)).toBe(false);
  });

  it(`refuses a password over ${PASSWORD_MAX_LENGTH} characters the same way on every call (11)`, async () => {
    const long = `Aa1@${'x'.repeat(PASSWORD_MAX_LENGTH)}`;
    const calls: [string, Record<string, unknown>][] = [
      ['/api/login', { username: 'demo@echowatch.local', password: long }],
      ['/register/user/lite?requestId=x', { email: 'a@echowatch.vn', username: 'a@echowatch.vn', full_name: 'Lê Văn A', password: long }],
      ['/register/user', { email: 'b@echowatch.vn', username: 'b@echowatch.vn', password: long }],
      ['/__sandbox/account', { email: 'c@echowatch.vn', password: long }],
      ['/__sandbox/pending-registration', { email: 'd@echowatch.vn', password: long }],
    ];
    for (const [path, body] of calls) expect([path, (await sandbox.post(path, body)).code]).toEqual([path, 11]);
    await expect(hashPassword(long)).rejects.toThrow(RangeError);

    await sandbox.post('/api/login', { username: 'twofa@echowatch.local', password: 'Demo@1234' });
    expect((await sandbox.post('/two-factor/reset', { email: 'twofa@echowatch.local', password: long })).code).toBe(11);
    await sandbox.post('/api/forget-password', { email: 'demo@echowatch.local', recaptcha_response: await sandbox.captcha() });
    const token = sandbox.mailsTo('demo@echowatch.local')[0]!.links[0]!.split('/').at(-1)!;
    expect((await sandbox.post('/api/reset-password-new', { uuid: token, password: long })).code).toBe(11);
  });
});
