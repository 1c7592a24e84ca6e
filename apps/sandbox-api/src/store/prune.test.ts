import { seedAccounts } from '../seed/seed-accounts';
import { SandboxClient } from '../routes/auth-test-client';
import { OUTBOX_LIMIT, pruneStore, SPENT_LINK_GRACE_MS } from './prune';

const DAY = 24 * 60 * 60 * 1000;
const policy = { sessions: { idleMs: 30 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000 }, pendingRegistrationMs: DAY };
let sandbox: SandboxClient;

beforeEach(async () => {
  sandbox = await new SandboxClient().start();
  await seedAccounts(sandbox.store);
});

afterEach(() => sandbox.stop());

describe('the store stays bounded', () => {
  it('drops expired registrations, links, sessions and waiting sign-ins, and caps the outbox', async () => {
    const { data } = await sandbox.post<{ request_id: string }>('/__sandbox/pending-registration', { email: 'late@echowatch.vn' });
    await sandbox.post('/api/login', { username: 'demo@echowatch.local', password: 'Demo@1234' });
    await sandbox.post('/api/login', { username: 'twofa@echowatch.local', password: 'Demo@1234' });
    for (let i = 0; i < 3; i += 1) await sandbox.post('/api/login', { username: `ghost${i}@echowatch.vn`, password: 'Wrong@123' });
    const store = sandbox.store;
    for (let i = 0; i <= OUTBOX_LIMIT; i += 1) store.data.outbox.push({ ...store.data.outbox[0]!, id: `copy-${i}` });

    pruneStore(store, policy, Date.now());
    expect(store.data.outbox).toHaveLength(OUTBOX_LIMIT);
    expect(store.data.sessions).toHaveLength(1);
    expect(store.data.tokens.some((t) => t.token === data.request_id)).toBe(true);

    pruneStore(store, policy, Date.now() + DAY + SPENT_LINK_GRACE_MS + 1000);
    expect(store.data.users.map((u) => u.email)).not.toContain('late@echowatch.vn');
    expect(store.data.tokens).toHaveLength(0);
    expect(store.data.sessions).toHaveLength(0);
    expect(store.data.collections['auth-pending-2fa']).toHaveLength(0);
    expect(store.data.collections['auth-attempts']).toHaveLength(0);
    expect(store.data.users).toHaveLength(3);
  });

  it('keeps a registration whose confirmation was resent until its newest link expires', async () => {
    await sandbox.post('/__sandbox/pending-registration', { email: 'slow@echowatch.vn' });
    const user = sandbox.store.data.users.find((u) => u.email === 'slow@echowatch.vn')!;
    user.created_at = new Date(Date.now() - 2 * DAY).toISOString();
    pruneStore(sandbox.store, policy);
    expect(sandbox.store.data.users).toContain(user);
  });
});

describe('confirmation links', () => {
  it('activate only the registration they were sent for', async () => {
    const { data } = await sandbox.post<{ request_id: string }>('/__sandbox/pending-registration', { email: 'first@echowatch.vn' });
    // The registration goes (it expired and was pruned) and somebody registers the address again.
    sandbox.store.data.users = sandbox.store.data.users.filter((u) => u.email !== 'first@echowatch.vn');
    await sandbox.post('/__sandbox/pending-registration', { email: 'first@echowatch.vn', password: 'Other@2026' });
    expect((await sandbox.post('/register/confirm', { request_id: data.request_id })).code).toBe(11);
    expect(sandbox.store.data.users.find((u) => u.email === 'first@echowatch.vn')!.status).toBe('pending');
  });
});
