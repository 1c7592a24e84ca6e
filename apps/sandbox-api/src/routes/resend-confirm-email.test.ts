import { seedAccounts } from '../seed/seed-accounts';
import { SandboxClient } from './auth-test-client';

let sandbox: SandboxClient;

beforeEach(async () => {
  sandbox = await new SandboxClient().start();
  await seedAccounts(sandbox.store);
});

afterEach(() => sandbox.stop());

const PENDING = 'pending@quangnam.gov.vn';

async function pendingRegistration(email = PENDING): Promise<string> {
  const { data } = await sandbox.post<{ request_id: string }>('/__sandbox/pending-registration', { email });
  return data.request_id;
}

async function resend(body: Record<string, unknown>) {
  return sandbox.post('/register/resend-confirm-email', { ...body, recaptcha_response: await sandbox.captcha() });
}

describe('POST /register/resend-confirm-email', () => {
  it('needs a captcha', async () => {
    await pendingRegistration();
    expect(await sandbox.post('/register/resend-confirm-email', { username: PENDING })).toMatchObject({
      code: 11,
      message: 'Captcha required',
    });
    expect(await sandbox.post('/register/resend-confirm-email', { username: PENDING, recaptcha_response: 'made-up' })).toMatchObject({
      code: 11,
    });
    expect(sandbox.mailsTo(PENDING)).toHaveLength(1);
  });

  it('mails only pending registrations, and answers the same for active, pending and unknown', async () => {
    const requestId = await pendingRegistration();
    const pending = await resend({ username: PENDING });
    expect(pending).toEqual({ code: 0, message: 'success', data: null });
    expect(await resend({ username: 'demo@echowatch.local' })).toEqual(pending);
    expect(await resend({ username: 'nobody@echowatch.local' })).toEqual(pending);
    expect(await resend({ request_id: 'A'.repeat(32) })).toEqual(pending);
    expect(sandbox.mailsTo(PENDING)).toHaveLength(2);
    expect(sandbox.mailsTo('demo@echowatch.local')).toHaveLength(0);

    // Once confirmed, the registration is an account: its old link asks for nothing more.
    expect((await sandbox.post('/register/confirm', { request_id: requestId })).code).toBe(0);
    expect(await resend({ request_id: requestId })).toEqual(pending);
    expect(await resend({ username: PENDING })).toEqual(pending);
    expect(sandbox.mailsTo(PENDING)).toHaveLength(2);
  });
});
