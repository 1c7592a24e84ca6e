import { seedAccounts } from '../seed/seed-accounts';
import { SandboxClient } from './auth-test-client';

let sandbox: SandboxClient;

beforeEach(async () => {
  sandbox = await new SandboxClient().start();
  await seedAccounts(sandbox.store);
});

afterEach(() => sandbox.stop());

const OWNER = 'lan.pham@danang.gov.vn';
const PHONE = '0935111222';

async function register(email: string, password: string, phone = PHONE) {
  return sandbox.post('/register/user', {
    email,
    username: email,
    full_name: 'Phạm Thị Lan',
    phone,
    industry_id: 68,
    organization_name: 'Sở Thông tin và Truyền thông Đà Nẵng',
    location: 4,
    password,
    recaptcha_response: await sandbox.captcha(),
  });
}

/** The request id of the newest confirmation mail to an address. */
function newestConfirmLink(email: string): string {
  const mail = sandbox.mailsTo(email).at(-1)!;
  return new URL(mail.links.find((link) => link.includes('/register/confirm'))!).searchParams.get('requestId')!;
}

const confirm = (requestId: string) => sandbox.post('/register/confirm', { request_id: requestId });
const login = (username: string, password: string) => sandbox.post('/api/login', { username, password });

describe('a stranger’s pending registration of someone else’s address', () => {
  it('does not stop the owner registering: the new registration replaces it', async () => {
    expect((await register(OWNER, 'Stranger@2026')).code).toBe(0);
    const strangersLink = newestConfirmLink(OWNER);

    // The forms' checks let the owner through…
    expect(await sandbox.post('/register/check-infos', { email: OWNER })).toMatchObject({ data: { email: 'available' } });
    expect(await sandbox.post('/register/check-phone-info', { phone: PHONE })).toMatchObject({ data: { phone: 'not exists' } });
    // …and so does the registration itself.
    expect(await register(OWNER, 'Owner@2026x')).toMatchObject({ code: 0, data: { email: OWNER } });
    expect(sandbox.store.data.users.filter((u) => u.email === OWNER)).toHaveLength(1);

    // The stranger's link activates nothing any more; the owner's activates the owner's password.
    expect((await confirm(strangersLink)).code).toBe(11);
    expect((await confirm(newestConfirmLink(OWNER))).code).toBe(0);
    expect((await login(OWNER, 'Stranger@2026')).code).toBe(30);
    expect((await login(OWNER, 'Owner@2026x')).code).toBe(0);
  });

  it('does not reserve the phone: the first registration confirmed keeps it', async () => {
    expect((await register('stranger@example.vn', 'Stranger@2026')).code).toBe(0);
    expect(await register(OWNER, 'Owner@2026x')).toMatchObject({ code: 0 });

    expect((await confirm(newestConfirmLink(OWNER))).code).toBe(0);
    expect((await confirm(newestConfirmLink('stranger@example.vn'))).code).toBe(0);
    const phoneOf = (email: string) => sandbox.store.data.users.find((u) => u.email === email)!.phone;
    expect(phoneOf(OWNER)).toBe(PHONE);
    expect(phoneOf('stranger@example.vn')).toBe('');
  });

  it('does not stop an invited user’s registration either', async () => {
    const { data } = await sandbox.post<{ create_request_id: string }>('/__sandbox/invitation', {
      email: OWNER,
      organization_name: 'Sở Thông tin và Truyền thông Đà Nẵng',
      admin_email: 'admin@danang.gov.vn',
    });
    expect((await register(OWNER, 'Stranger@2026')).code).toBe(0);
    const strangersLink = newestConfirmLink(OWNER);
    const lite = { email: OWNER, username: OWNER, full_name: 'Phạm Thị Lan', password: 'Owner@2026x' };
    expect((await sandbox.post(`/register/user/lite?requestId=${data.create_request_id}`, lite)).code).toBe(0);
    expect((await confirm(strangersLink)).code).toBe(11);
    expect((await login(OWNER, 'Owner@2026x')).code).toBe(0);
  });
});

describe('an active account', () => {
  it('keeps its address and its phone', async () => {
    expect(await sandbox.post('/register/check-infos', { email: 'demo@echowatch.local' })).toMatchObject({ data: { email: 'exists' } });
    expect(await sandbox.post('/register/check-phone-info', { phone: '0905123456' })).toMatchObject({ data: { phone: 'valid' } });
    expect((await register('demo@echowatch.local', 'Stranger@2026', '0911000111')).code).toBe(11);
    expect((await register(OWNER, 'Owner@2026x', '0905123456')).code).toBe(11);
  });
});
