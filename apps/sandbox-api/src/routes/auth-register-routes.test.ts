import { verifyPassword } from '../security';
import { SANDBOX_ACCOUNTS, seedAccounts } from '../seed/seed-accounts';
import { SandboxClient, TEST_SITE } from './auth-test-client';

let sandbox: SandboxClient;

beforeEach(async () => {
  sandbox = await new SandboxClient().start();
  await seedAccounts(sandbox.store);
});

afterEach(() => sandbox.stop());

const registration = (change: Record<string, unknown> = {}) => ({
  email: 'lan.pham@danang.gov.vn',
  username: 'lan.pham@danang.gov.vn',
  full_name: 'Phạm Thị Lan',
  phone: '0935111222',
  industry_id: 68,
  organization_name: 'Sở Thông tin và Truyền thông Đà Nẵng',
  location: 4,
  password: 'Lan@2026x',
  ...change,
});

describe('POST /register/check-infos', () => {
  it.each([
    ['someone.new@danang.gov.vn', 'available'],
    ['DEMO@echowatch.local', 'exists'],
    ['throwaway@mailinator.com', 'blocked'],
  ])('says %s is %s', async (email, state) => {
    expect(await sandbox.post('/register/check-infos', { email })).toMatchObject({ code: 0, data: { email: state } });
  });

  it('refuses what is not an e-mail', async () => {
    expect((await sandbox.post('/register/check-infos', { email: 'not-an-email' })).code).toBe(11);
  });
});

describe('POST /register/user', () => {
  it('stores a pending account with a hashed password and mails the confirmation link', async () => {
    const answer = await sandbox.post('/register/user', { ...registration(), recaptcha_response: await sandbox.captcha() });
    expect(answer).toEqual({ code: 0, message: 'success', data: { email: 'lan.pham@danang.gov.vn' } });

    const user = sandbox.store.data.users.find((u) => u.email === 'lan.pham@danang.gov.vn')!;
    expect(user).toMatchObject({ status: 'pending', location: 4, industry_id: 68, phone: '0935111222', full_name: 'Phạm Thị Lan' });
    expect(await verifyPassword('Lan@2026x', user.password_hash)).toBe(true);
    const [mail] = sandbox.mailsTo('lan.pham@danang.gov.vn');
    const link = mail!.links.find((l) => l.startsWith(`${TEST_SITE}/register/confirm?requestId=`))!;

    // Following the mail activates the account, which can then sign in.
    const requestId = new URL(link).searchParams.get('requestId');
    expect((await sandbox.post('/register/confirm', { request_id: requestId })).code).toBe(0);
    expect((await sandbox.post('/api/login', { username: 'lan.pham@danang.gov.vn', password: 'Lan@2026x' })).code).toBe(0);
  });

  it.each([
    ['username different from the e-mail', { username: 'lan' }],
    ['a location that is not an integer', { location: '4' }],
    ['an unknown province', { location: 999 }],
    ['a province merged away in July 2025 (Bình Dương)', { location: 14 }],
    ['another industry', { industry_id: 12 }],
    ['a weak password', { password: 'password1' }],
    ['a password with other symbols', { password: 'Lan@2026x$' }],
    ['an organization with symbols', { organization_name: 'Sở TT&TT' }],
    ['a blank full name', { full_name: '   ' }],
    ['a full name over 100 characters', { full_name: 'A'.repeat(101) }],
    ['a malformed phone', { phone: '12345' }],
    ['a malformed e-mail', { email: 'lan@', username: 'lan@' }],
  ])('refuses %s with code 11 and stores nothing', async (_case, change) => {
    const answer = await sandbox.post('/register/user', { ...registration(change), recaptcha_response: await sandbox.captcha() });
    expect(answer.code).toBe(11);
    expect(sandbox.store.data.users).toHaveLength(SANDBOX_ACCOUNTS.length);
    expect(sandbox.store.data.outbox).toHaveLength(0);
  });

  it('needs a captcha, an unused address and an unused phone', async () => {
    expect((await sandbox.post('/register/user', registration())).code).toBe(11);
    const taken = registration({ email: 'demo@echowatch.local', username: 'demo@echowatch.local' });
    expect((await sandbox.post('/register/user', { ...taken, recaptcha_response: await sandbox.captcha() })).code).toBe(11);
    const phoneTaken = registration({ phone: '0905123456' });
    expect((await sandbox.post('/register/user', { ...phoneTaken, recaptcha_response: await sandbox.captcha() })).code).toBe(11);
    expect(sandbox.store.data.users).toHaveLength(SANDBOX_ACCOUNTS.length);
  });
});

describe('invited user', () => {
  async function invite(email = 'minh.tran@hanoi.gov.vn') {
    const { data } = await sandbox.post<{ create_request_id: string }>('/__sandbox/invitation', {
      email,
      organization_name: 'Sở Văn hoá và Thể thao Hà Nội',
      admin_email: 'admin@hanoi.gov.vn',
    });
    return data.create_request_id;
  }

  it('tells who invited whom, without spending the invitation', async () => {
    const requestId = await invite();
    const info = await sandbox.get(`/user/get-invited-user?requestId=${requestId}&email=minh.tran%40hanoi.gov.vn`);
    expect(info).toEqual({
      code: 0,
      message: 'success',
      data: { email: 'minh.tran@hanoi.gov.vn', email_admin: 'admin@hanoi.gov.vn', organization_name: 'Sở Văn hoá và Thể thao Hà Nội' },
    });
    expect((await sandbox.get(`/user/get-invited-user?requestId=${requestId}`)).code).toBe(0);
    expect((await sandbox.get(`/user/get-invited-user?requestId=${requestId}&email=other%40hanoi.gov.vn`)).code).toBe(11);
    expect((await sandbox.get('/user/get-invited-user?requestId=unknown')).code).toBe(11);
  });

  it('creates the invited account once, active and in the organization', async () => {
    const requestId = await invite();
    const payload = { email: 'minh.tran@hanoi.gov.vn', username: 'minh.tran@hanoi.gov.vn', full_name: 'Trần Văn Minh', password: 'Minh@2026' };
    expect((await sandbox.post(`/register/user/lite?requestId=${requestId}`, payload)).code).toBe(0);
    const user = sandbox.store.data.users.find((u) => u.email === 'minh.tran@hanoi.gov.vn')!;
    expect(user).toMatchObject({ status: 'active', organization_name: 'Sở Văn hoá và Thể thao Hà Nội' });
    expect((await sandbox.post('/api/login', { username: payload.email, password: payload.password })).code).toBe(0);

    expect((await sandbox.post(`/register/user/lite?requestId=${requestId}`, payload)).code).toBe(11);
    expect((await sandbox.get(`/user/get-invited-user?requestId=${requestId}`)).code).toBe(11);
  });

  it.each([
    ['a full name of digits', { full_name: '12345' }],
    ['a one-letter full name', { full_name: 'A' }],
    ['a full name with symbols', { full_name: 'Minh <admin>' }],
    ['a weak password', { password: 'minh2026' }],
    ['another address', { email: 'x@hanoi.gov.vn', username: 'x@hanoi.gov.vn' }],
  ])('refuses %s with code 11 and creates nobody', async (_case, change) => {
    const requestId = await invite();
    const payload = { email: 'minh.tran@hanoi.gov.vn', username: 'minh.tran@hanoi.gov.vn', full_name: 'Trần Văn Minh', password: 'Minh@2026', ...change };
    expect((await sandbox.post(`/register/user/lite?requestId=${requestId}`, payload)).code).toBe(11);
    expect(sandbox.store.data.users).toHaveLength(SANDBOX_ACCOUNTS.length);
  });
});
