import type { SandboxStore } from '../store/file-store';
import type { StoredToken } from '../store/schema';
import { randomToken } from '../security';

export const DEFAULT_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Shortens (or lengthens) the life of confirm and invite links, e.g. to watch one expire. */
export const LINK_LIFETIME_ENV = 'SANDBOX_LINK_LIFETIME_MS';

export function linkLifetimeFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env[LINK_LIFETIME_ENV]);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_LINK_LIFETIME_MS;
}

type LinkKind = Extract<StoredToken['kind'], 'register-confirm' | 'invite'>;

export function issueLinkToken(
  store: SandboxStore,
  kind: LinkKind,
  email: string,
  lifetimeMs: number,
  extra: Pick<StoredToken, 'organization_name' | 'admin_email' | 'user_id'> = {},
): StoredToken {
  const token: StoredToken = {
    token: randomToken(),
    kind,
    email,
    ...extra,
    expires_at: new Date(Date.now() + lifetimeMs).toISOString(),
    used_at: null,
  };
  store.data.tokens.push(token);
  return token;
}

/** What randomToken() makes: anything else (path segments, broken escapes, 5,000 characters) is no link. */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value);
}

export function findLinkToken(store: SandboxStore, kind: LinkKind, value: unknown): StoredToken | undefined {
  return isTokenShaped(value) ? store.data.tokens.find((t) => t.kind === kind && t.token === value) : undefined;
}

/** A token that may still be spent: known, of this kind, never used and not expired. */
export function usableLinkToken(store: SandboxStore, kind: LinkKind, value: unknown): StoredToken | undefined {
  const token = findLinkToken(store, kind, value);
  if (!token || token.used_at !== null || Date.parse(token.expires_at) <= Date.now()) return undefined;
  return token;
}
