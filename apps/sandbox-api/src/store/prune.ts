import type { SessionLimits } from '../sandbox-limits';
import type { SandboxStore } from './file-store';
import type { StoredToken } from './schema';

export interface PrunePolicy {
  sessions: SessionLimits;
  /** How long an unconfirmed registration waits for its confirmation. */
  pendingRegistrationMs: number;
}

const DAY = 24 * 60 * 60 * 1000;
/** Spent and expired links are kept this long, so a refused link can still ask for a fresh mail. */
export const SPENT_LINK_GRACE_MS = 7 * DAY;
/** Newest mails the outbox keeps; older ones are dropped. */
export const OUTBOX_LIMIT = 500;
/** Newest entries kept in any free-form collection (contact requests, read marks…). */
export const COLLECTION_LIMIT = 2000;
const ATTEMPT_MEMORY_MS = DAY;

const time = (iso: string | undefined) => (iso ? Date.parse(iso) : 0);

function isLive(token: StoredToken, now: number): boolean {
  return token.used_at === null && time(token.expires_at) > now;
}

type Dated = { expires_at?: string; failures?: string[]; token?: string };

/** Removes what can no longer be used, so the store stays bounded however long the sandbox runs. */
export function pruneStore(store: SandboxStore, policy: PrunePolicy, now = Date.now()): void {
  const data = store.data;
  data.tokens = data.tokens.filter((t) => Math.max(time(t.used_at ?? undefined), time(t.expires_at)) + SPENT_LINK_GRACE_MS > now);
  data.users = data.users.filter((user) => {
    if (user.status !== 'pending' || time(user.created_at) + policy.pendingRegistrationMs > now) return true;
    // A registration whose confirmation was resent lives as long as its newest link.
    return data.tokens.some((t) => t.kind === 'register-confirm' && isLive(t, now) && (t.user_id ? t.user_id === user.id : t.email === user.email));
  });
  const userIds = new Set(data.users.map((u) => u.id));
  data.sessions = data.sessions.filter((s) => {
    const seen = time(s.last_seen_at ?? s.created_at);
    return userIds.has(s.user_id) && now - time(s.created_at) < policy.sessions.absoluteMs && now - seen < policy.sessions.idleMs;
  });
  data.outbox = data.outbox.slice(-OUTBOX_LIMIT);
  const liveTokens = new Set(data.tokens.filter((t) => isLive(t, now)).map((t) => t.token));
  for (const [name, items] of Object.entries(data.collections)) {
    let kept = items as Dated[];
    // Only the account service's own records expire here; open-API keys keep their expiry to answer 15.
    if (name.startsWith('auth-')) kept = kept.filter((item) => !item.expires_at || time(item.expires_at) > now);
    if (name === 'auth-attempts') kept = kept.filter((item) => item.failures?.some((at) => time(at) + ATTEMPT_MEMORY_MS > now));
    if (name === 'auth-pending-secrets') kept = kept.filter((item) => liveTokens.has(item.token ?? ''));
    data.collections[name] = kept.slice(-COLLECTION_LIMIT);
  }
}
