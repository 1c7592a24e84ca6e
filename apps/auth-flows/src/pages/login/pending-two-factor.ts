/**
 * Which sign-in waits for its two-factor code in this tab. The account service holds the real
 * state (its cookie cannot be read here); this only lets /forgot-otp know whether it may show its
 * form and whose address to suggest.
 */
const KEY = 'ew.auth.pending-two-factor';

export function rememberPendingTwoFactor(username: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ username }));
  } catch {
    // Storage may be off (private mode); /forgot-otp then sends the visitor back to login.
  }
}

export function pendingTwoFactorUsername(): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { username?: unknown } | null;
    return typeof stored?.username === 'string' ? stored.username : null;
  } catch {
    return null;
  }
}

export function forgetPendingTwoFactor(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
