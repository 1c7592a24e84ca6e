export interface StoredUser {
  id: string;
  email: string;
  username: string;
  full_name: string;
  phone: string;
  phone_verified: boolean;
  organization_name: string;
  location: number | null;
  industry_id: number;
  password_hash: string;
  /** Base32 TOTP secret when two-factor is on. */
  totp_secret: string | null;
  status: 'pending' | 'active';
  created_at: string;
  /** The last TOTP time step accepted at sign-in: a code is good once. */
  totp_last_step?: number;
}

export interface StoredToken {
  token: string;
  kind: 'register-confirm' | 'invite' | 'password-reset' | 'reset-2fa';
  email: string;
  organization_name?: string;
  admin_email?: string;
  expires_at: string;
  used_at: string | null;
  /** The registration a confirm link was sent for: it activates that one and no other. */
  user_id?: string;
}

export interface StoredSession {
  id: string;
  user_id: string;
  created_at: string;
  /** Last request made with the session, for the idle limit. */
  last_seen_at?: string;
}

export interface StoredMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sent_at: string;
}

export interface SandboxData {
  users: StoredUser[];
  tokens: StoredToken[];
  sessions: StoredSession[];
  outbox: StoredMail[];
  /** Free-form collections owned by one route module each (contact requests, blog posts…). */
  collections: Record<string, unknown[]>;
  seededAt: string | null;
}

export function emptyData(): SandboxData {
  return { users: [], tokens: [], sessions: [], outbox: [], collections: {}, seededAt: null };
}
