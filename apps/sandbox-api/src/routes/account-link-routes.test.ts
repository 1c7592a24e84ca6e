import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandboxApp } from '../create-app';
import type { SandboxOptions } from '../sandbox-options';
import { openMemoryStore, type SandboxStore } from '../store/file-store';
import { verifyPassword } from '../security';
import { DEFAULT_LINK_LIFETIME_MS, linkLifetimeFromEnv } from './account-link-tokens';
import { SANDBOX_REGISTRATION_PASSWORD } from './account-link-routes';

const SITE = 'http://localhost:8080';
const options: SandboxOptions = { port: 0, dataDir: '', siteOrigin: SITE };

interface Envelope<T = Record<string, string>> {
  code: number;
  message: string;
  data: T;
}

let store: SandboxStore;
let server: Server;
let base: string;

beforeEach(async () => {
  store = openMemoryStore();
  server = createSandboxApp(store, options).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

async function post<T = Record<string, string>>(path: string, body: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Envelope<T>;
}

function requestIdIn(link: string): string {
  return new URL(link).searchParams.get('requestId')!;
}

/** Asks for a confirmation mail again, with the captcha the call needs. */
async function resend(body: Record<string, unknown>) {
  const { data } = await post<{ token: string }>('/__sandbox/captcha/token', {});
  return post('/register/resend-confirm-email', { ...body, recaptcha_response: data.token });
}

function mailsTo(email: string) {
  return store.data.outbox.filter((mail) => mail.to === email);
}

describe('registration confirmation links', () => {
  it('creates a pending registration, mails its link, and confirms it once', async () => {
    const created = await post('/__sandbox/pending-registration', { email: 'Lan.Pham@DaNang.gov.vn', full_name: 'Phạm Thị Lan' });
    expect(created.code).toBe(0);
    const user = store.data.users.find((u) => u.email === 'lan.pham@danang.gov.vn')!;
    expect(user.status).toBe('pending');
    expect(await verifyPassword(SANDBOX_REGISTRATION_PASSWORD, user.password_hash)).toBe(true);

    const [mail] = mailsTo('lan.pham@danang.gov.vn');
    expect(mail!.subject).toBe('[EchoWatch] Xác nhận tài khoản / Confirm your account');
    expect(mail!.text).toContain('Xin chào Phạm Thị Lan');
    expect(mail!.text).toContain('Open the link below to confirm your e-mail address');
    expect(mail!.text).toContain('24 giờ');
    const link = mail!.links[0]!;
    expect(link).toBe(`${SITE}/register/confirm?requestId=${created.data.request_id}`);

    const confirmed = await post('/register/confirm', { request_id: requestIdIn(link) });
    expect(confirmed).toEqual({ code: 0, message: 'success', data: { email: 'lan.pham@danang.gov.vn' } });
    expect(user.status).toBe('active');

    const reused = await post('/register/confirm', { request_id: requestIdIn(link) });
    expect(reused).toMatchObject({ code: 11, message: 'Invalid or expired link', data: null });
  });

  it('refuses an unknown, missing or expired link', async () => {
    expect((await post('/register/confirm', { request_id: 'not-a-token' })).code).toBe(11);
    expect((await post('/register/confirm', {})).code).toBe(11);

    const { data } = await post('/__sandbox/pending-registration', { email: 'late@hue.gov.vn' });
    store.data.tokens.find((t) => t.token === data.request_id)!.expires_at = new Date(Date.now() - 1000).toISOString();
    expect((await post('/register/confirm', { request_id: data.request_id })).code).toBe(11);
    expect(store.data.users.find((u) => u.email === 'late@hue.gov.vn')!.status).toBe('pending');
  });

  it('resends a new working link for a refused one while the registration waits, by request id or by username', async () => {
    const { data } = await post('/__sandbox/pending-registration', { email: 'resend@quangnam.gov.vn' });
    store.data.tokens.find((t) => t.token === data.request_id)!.expires_at = new Date(Date.now() - 1000).toISOString();
    expect((await post('/register/confirm', { request_id: data.request_id })).code).toBe(11);

    expect(await resend({ request_id: data.request_id })).toMatchObject({ code: 0 });
    const mails = mailsTo('resend@quangnam.gov.vn');
    expect(mails).toHaveLength(2);
    const fresh = requestIdIn(mails[1]!.links[0]!);
    expect(fresh).not.toBe(data.request_id);
    expect(mails[1]!.links[0]).toBe(`${SITE}/register/confirm?requestId=${fresh}`);

    expect(await resend({ username: 'RESEND@quangnam.gov.vn' })).toMatchObject({ code: 0 });
    expect(mailsTo('resend@quangnam.gov.vn')).toHaveLength(3);
    expect(await post('/register/confirm', { request_id: fresh })).toMatchObject({
      code: 0,
      data: { email: 'resend@quangnam.gov.vn' },
    });
  });

  it('answers a resend for an unknown registration as for a known one, and mails nothing', async () => {
    const { data } = await post('/__sandbox/pending-registration', { email: 'known@echowatch.vn' });
    const known = await resend({ username: 'known@echowatch.vn' });
    const unknown = await resend({ username: 'nobody@echowatch.vn' });
    expect(unknown).toEqual(known);
    expect(await resend({ request_id: 'A'.repeat(32) })).toEqual(known);
    expect(store.data.outbox.map((mail) => mail.to)).toEqual(['known@echowatch.vn', 'known@echowatch.vn']);
    expect(data.request_id).toBeTruthy();
  });

  it('sends at most three confirmation mails an hour for one registration, known or not', async () => {
    await post('/__sandbox/pending-registration', { email: 'flood@echowatch.vn' });
    for (let i = 0; i < 3; i += 1) expect((await resend({ username: 'flood@echowatch.vn' })).code).toBe(0);
    expect((await resend({ username: 'flood@echowatch.vn' })).code).toBe(32);
    for (let i = 0; i < 3; i += 1) expect((await resend({ username: 'ghost@echowatch.vn' })).code).toBe(0);
    expect((await resend({ username: 'ghost@echowatch.vn' })).code).toBe(32);
    // The helper's own mail plus three resends.
    expect(mailsTo('flood@echowatch.vn')).toHaveLength(4);
  });

  it('refuses a malformed request id as an invalid link', async () => {
    for (const request_id of ['%E0%A4%A', '../../etc', 'x'.repeat(5000)]) {
      expect(await post('/register/resend-confirm-email', { request_id })).toMatchObject({ code: 11, message: 'Invalid or expired link' });
      expect(await post('/register/confirm', { request_id })).toMatchObject({ code: 11, message: 'Invalid or expired link' });
    }
  });

  it('will not turn an active account back into a pending registration', async () => {
    const { data } = await post('/__sandbox/pending-registration', { email: 'active@echowatch.vn' });
    await post('/register/confirm', { request_id: data.request_id });
    expect((await post('/__sandbox/pending-registration', { email: 'active@echowatch.vn' })).code).toBe(11);
    expect((await post('/__sandbox/pending-registration', { email: 'not-an-email' })).code).toBe(11);
  });
});

describe('organization invitation links', () => {
  const invitation = {
    email: 'minh.tran@hanoi.gov.vn',
    organization_name: 'Sở Văn hoá và Thể thao Hà Nội',
    admin_email: 'admin@hanoi.gov.vn',
  };

  it('mails the invite and creation links, and accepts the invite once', async () => {
    const created = await post('/__sandbox/invitation', invitation);
    expect(created.code).toBe(0);
    const [mail] = mailsTo(invitation.email);
    expect(mail!.subject).toContain('Lời mời tham gia Sở Văn hoá và Thể thao Hà Nội');
    expect(mail!.text).toContain('admin@hanoi.gov.vn has invited you to join "Sở Văn hoá và Thể thao Hà Nội"');
    const inviteLink = mail!.links.find((link) => link.startsWith(`${SITE}/invite?`))!;
    const createLink = mail!.links.find((link) => link.startsWith(`${SITE}/user?`))!;
    expect(new URL(createLink).searchParams.get('cto')).toBe(invitation.email);
    expect(requestIdIn(inviteLink)).toBe(created.data.request_id);

    const accepted = await post('/user/confirm-invited-user', { request_id: requestIdIn(inviteLink) });
    expect(accepted).toEqual({
      code: 0,
      message: 'success',
      data: { email: invitation.email, organization_name: invitation.organization_name },
    });
    expect((await post('/user/confirm-invited-user', { request_id: requestIdIn(inviteLink) })).code).toBe(11);
  });

  it('refuses an unknown, expired or registration link', async () => {
    const { data } = await post('/__sandbox/invitation', invitation);
    store.data.tokens.find((t) => t.token === data.request_id)!.expires_at = new Date(Date.now() - 1).toISOString();
    expect((await post('/user/confirm-invited-user', { request_id: data.request_id })).code).toBe(11);
    expect((await post('/user/confirm-invited-user', { request_id: 'unknown' })).code).toBe(11);

    const registration = await post('/__sandbox/pending-registration', { email: 'other@echowatch.vn' });
    expect((await post('/user/confirm-invited-user', { request_id: registration.data.request_id })).code).toBe(11);
  });

  it('requires the invited address, the organization and the administrator', async () => {
    expect((await post('/__sandbox/invitation', { email: invitation.email })).code).toBe(11);
    expect(store.data.outbox).toHaveLength(0);
  });
});

describe('link lifetime', () => {
  it('defaults to 24 hours and follows SANDBOX_LINK_LIFETIME_MS', () => {
    expect(DEFAULT_LINK_LIFETIME_MS).toBe(86_400_000);
    expect(linkLifetimeFromEnv({})).toBe(86_400_000);
    expect(linkLifetimeFromEnv({ SANDBOX_LINK_LIFETIME_MS: '60000' })).toBe(60_000);
    expect(linkLifetimeFromEnv({ SANDBOX_LINK_LIFETIME_MS: 'soon' })).toBe(86_400_000);
  });

  it('issues tokens that expire after the configured lifetime', async () => {
    // Bounded by the clock before and after the call, however long a busy machine takes to answer.
    const before = Date.now();
    const { data } = await post('/__sandbox/pending-registration', { email: 'ttl@echowatch.vn' });
    const after = Date.now();
    const token = store.data.tokens.find((t) => t.token === data.request_id)!;
    const expires = Date.parse(token.expires_at);
    // expires_at is written to the millisecond, so it falls between the two readings.
    expect(expires).toBeGreaterThanOrEqual(before + DEFAULT_LINK_LIFETIME_MS);
    expect(expires).toBeLessThanOrEqual(after + DEFAULT_LINK_LIFETIME_MS);
    expect(token).toMatchObject({ kind: 'register-confirm', email: 'ttl@echowatch.vn', used_at: null });
  });

  it('lets the pending-registration helper mail a shorter-lived link, so a browser test can watch it expire', async () => {
    const { data } = await post('/__sandbox/pending-registration', { email: 'short@echowatch.vn', link_ms: 100 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await post('/register/confirm', { request_id: data.request_id })).code).toBe(11);
    expect((await post('/__sandbox/pending-registration', { email: 'other@echowatch.vn', link_ms: 'soon' })).code).toBe(11);
  });
});
