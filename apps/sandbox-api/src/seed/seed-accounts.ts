import type { SandboxStore } from '../store/file-store';
import type { StoredUser } from '../store/schema';
import { hashPassword, newId } from '../security';

export interface SandboxAccount {
  email: string;
  password: string;
  full_name: string;
  organization_name: string;
  phone: string;
  phone_verified: boolean;
  /** Base32 TOTP secret; the account then signs in with an authenticator code too. */
  totp_secret: string | null;
}

/** Documented fixtures so a tester can sign in on a fresh sandbox (see the README). */
export const SANDBOX_ACCOUNTS: readonly SandboxAccount[] = [
  {
    email: 'demo@echowatch.local',
    password: 'Demo@1234',
    full_name: 'Nguyễn Minh Anh',
    organization_name: 'Sở Thông tin và Truyền thông Đà Nẵng',
    phone: '0905123456',
    phone_verified: true,
    totp_secret: null,
  },
  {
    email: 'twofa@echowatch.local',
    password: 'Demo@1234',
    full_name: 'Trần Thu Hà',
    organization_name: 'Sở Văn hoá và Thể thao Hà Nội',
    phone: '0912345678',
    phone_verified: false,
    totp_secret: 'JBSWY3DPEHPK3PXP',
  },
  {
    // The first sandbox account, kept so existing notes and tests that sign in with it still work.
    email: 'demo@echowatch.vn',
    password: 'Echo@2026',
    full_name: 'Lê Thị Hồng',
    organization_name: 'Sở Thông tin và Truyền thông Đà Nẵng',
    phone: '0905000111',
    phone_verified: false,
    totp_secret: null,
  },
];

// The documented fixture passwords are hashed once per process, so seeding stays quick in tests.
const fixtureHashes = new Map<string, Promise<string>>();

function fixtureHash(password: string): Promise<string> {
  let hash = fixtureHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    fixtureHashes.set(password, hash);
  }
  return hash;
}

export async function newAccount(account: SandboxAccount, fixture = false): Promise<StoredUser> {
  return {
    id: newId(),
    email: account.email,
    username: account.email,
    full_name: account.full_name,
    phone: account.phone,
    phone_verified: account.phone_verified,
    organization_name: account.organization_name,
    location: 4,
    industry_id: 68,
    password_hash: await (fixture ? fixtureHash(account.password) : hashPassword(account.password)),
    totp_secret: account.totp_secret,
    status: 'active',
    created_at: new Date().toISOString(),
  };
}

export async function seedAccounts(store: SandboxStore): Promise<void> {
  const missing = SANDBOX_ACCOUNTS.filter((account) => !store.data.users.some((u) => u.email === account.email));
  store.data.users.push(...(await Promise.all(missing.map((account) => newAccount(account, true)))));
}
