import type { SandboxStore } from '../store/file-store';
import { hashPassword, newId } from '../security';

/** A documented account so a tester can sign in on a fresh sandbox. */
export const DEMO_ACCOUNT = {
  email: 'demo@echowatch.vn',
  password: 'Echo@2026',
  full_name: 'Nguyễn Minh Anh',
  organization_name: 'Sở Thông tin và Truyền thông Đà Nẵng',
  phone: '0905123456',
} as const;

export function seedAccounts(store: SandboxStore): void {
  if (store.data.users.some((u) => u.email === DEMO_ACCOUNT.email)) return;
  store.data.users.push({
    id: newId(),
    email: DEMO_ACCOUNT.email,
    username: DEMO_ACCOUNT.email,
    full_name: DEMO_ACCOUNT.full_name,
    phone: DEMO_ACCOUNT.phone,
    phone_verified: true,
    organization_name: DEMO_ACCOUNT.organization_name,
    location: 4,
    industry_id: 68,
    password_hash: hashPassword(DEMO_ACCOUNT.password),
    totp_secret: null,
    status: 'active',
    created_at: new Date().toISOString(),
  });
}
