import type { SandboxStore } from '../store/file-store';
import type { StoredUser } from '../store/schema';

/**
 * Only an active account holds an address or a phone. A pending registration holds neither: anyone
 * may type somebody else's address and phone into the form, and that must not keep the owner from
 * registering them.
 */
export function activeAccountWith(store: SandboxStore, match: { email?: string; phone?: string }): StoredUser | undefined {
  const email = match.email?.toLowerCase();
  return store.data.users.find(
    (u) => u.status === 'active' && ((email !== undefined && u.email.toLowerCase() === email) || (match.phone !== undefined && u.phone === match.phone)),
  );
}

/** The registration waiting for its confirmation at this address (or username), if any. */
export function pendingRegistrationAt(store: SandboxStore, login: string): StoredUser | undefined {
  const wanted = login.trim().toLowerCase();
  return store.data.users.find((u) => u.status === 'pending' && (u.email.toLowerCase() === wanted || u.username.toLowerCase() === wanted));
}

/**
 * A newer registration of an address replaces the pending one, with its confirmation links: whoever
 * registers last chose the password, so an older link must not activate somebody else's.
 */
export function dropPendingRegistrations(store: SandboxStore, email: string): void {
  const wanted = email.toLowerCase();
  const dropped = new Set(store.data.users.filter((u) => u.status === 'pending' && u.email.toLowerCase() === wanted).map((u) => u.id));
  if (dropped.size === 0) return;
  store.data.users = store.data.users.filter((u) => !dropped.has(u.id));
  // Links from before links named their registration go by address; they go too.
  store.data.tokens = store.data.tokens.filter(
    (t) => t.kind !== 'register-confirm' || (t.user_id ? !dropped.has(t.user_id) : t.email.toLowerCase() !== wanted),
  );
}
