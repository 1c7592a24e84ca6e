import { PUBLIC_RATE_LIMITS } from '../sandbox-limits';
import { seedAccounts } from '../seed/seed-accounts';
import { authSettingsFromEnv } from './auth-settings';
import { SandboxClient, TEST_SITE } from './auth-test-client';

const OWNER = 'demo@echowatch.local';
const PASSWORD = 'Demo@1234';
const settings = authSettingsFromEnv({});
let sandbox: SandboxClient;

beforeEach(async () => {
  sandbox = await new SandboxClient({ rateLimits: PUBLIC_RATE_LIMITS }).start();
  await seedAccounts(sandbox.store);
});

afterEach(() => sandbox.stop());

const login = async (username: string, password: string, captcha = true) =>
  sandbox.post('/api/login', { username, password, recaptcha_response: captcha ? await sandbox.captcha() : undefined });

/** Five wrong passwords from each address, with a fresh captcha every time; the codes answered. */
async function failFrom(addresses: readonly string[], username = OWNER): Promise<number[][]> {
  const codes: number[][] = [];
  for (const address of addresses) {
    sandbox.ip = address;
    const fromAddress: number[] = [];
    for (let i = 0; i < settings.lockAfterFailures; i += 1) fromAddress.push((await login(username, 'Wrong@123')).code);
    codes.push(fromAddress);
  }
  return codes;
}

const IPV4_NETWORKS = ['203.0.113.1', '198.51.100.2', '192.0.2.3', '203.0.113.200'];
// Four /56 networks of the one /48 2001:db8:abcd::/48.
const IPV6_NETWORKS = ['2001:db8:abcd:1200::1', '2001:db8:abcd:3400::1', '2001:db8:abcd:5600::1', '2001:db8:abcd:7800::1'];

describe('failures from other networks never lock the owner out', () => {
  it('lets the owner in with the right password and a captcha after four networks failed five times each', async () => {
    const codes = await failFrom(IPV4_NETWORKS);
    // Each network is refused for this account at its own fifth failure, and only then.
    for (const fromNetwork of codes) expect(fromNetwork).toEqual([30, 30, 30, 30, 32]);

    sandbox.ip = '100.64.0.9';
    sandbox.clearCookies();
    expect(await login(OWNER, PASSWORD)).toMatchObject({ code: 0, data: { username: OWNER } });
  });

  it('asks every other network for the captcha past the threshold, and answers a wrong password as wrong', async () => {
    await failFrom(IPV4_NETWORKS);
    sandbox.ip = '100.64.0.10';
    expect(await login(OWNER, PASSWORD, false)).toMatchObject({ code: 11, data: { captcha_required: true } });
    expect(await login(OWNER, 'Wrong@123')).toMatchObject({ code: 30, data: { captcha_required: true } });
    expect((await login(OWNER, PASSWORD)).code).toBe(0);
  });

  it('counts the /56 networks of one IPv6 /48 as one network for the account', async () => {
    const codes = (await failFrom(IPV6_NETWORKS)).flat();
    expect(codes.slice(0, 5)).toEqual([30, 30, 30, 30, 32]);
    expect(codes.slice(5).every((code) => code === 32)).toBe(true);
    // The /48's other addresses are refused too, even with the right password…
    sandbox.ip = '2001:db8:abcd:ff00::5';
    expect((await login(OWNER, PASSWORD)).code).toBe(32);
    // …while the owner, from another /48, gets in.
    sandbox.ip = '2001:db8:beef:1::9';
    sandbox.clearCookies();
    expect((await login(OWNER, PASSWORD)).code).toBe(0);
  });
});

describe('the step-up past the account-wide threshold', () => {
  const noticesTo = (email: string) => sandbox.mailsTo(email).filter((mail) => mail.subject.includes('Failed sign-ins'));

  it('keeps the account-wide threshold above what one network may try', () => {
    expect(settings.accountStepUpAfterFailures).toBeGreaterThan(settings.lockAfterFailures);
    expect(settings.captchaAfterFailures).toBeLessThan(settings.lockAfterFailures);
  });

  it('mails the owner once, with the way to a new password, when every network together passes it', async () => {
    await failFrom(IPV4_NETWORKS.slice(0, 3));
    expect(noticesTo(OWNER)).toHaveLength(0);
    await failFrom(IPV4_NETWORKS.slice(3));
    const notices = noticesTo(OWNER);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('[EchoWatch] Đăng nhập sai nhiều lần / Failed sign-ins');
    expect(notices[0]!.text).toContain('Nguyễn Minh Anh');
    expect(notices[0]!.text).toContain('your password still works');
    expect(notices[0]!.links).toEqual([`${TEST_SITE}/forgot-password`]);

    // More failures inside the mail window add no second mail.
    await failFrom(['100.64.0.11', '100.64.0.12']);
    expect(noticesTo(OWNER)).toHaveLength(1);
  });

  it('mails nobody for a login that has no account', async () => {
    await failFrom(IPV4_NETWORKS, 'nobody@echowatch.local');
    expect(sandbox.store.data.outbox).toHaveLength(0);
  });
});
