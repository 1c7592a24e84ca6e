// This browser's note that its visitor signed in (in the sign-in pages, or found signed in by the
// session guard): the console's session is a cookie of another origin, which the site cannot read,
// so the header asks the service only where the note is. The console may end the session without
// the site knowing: the header's check then drops the note.
const SIGNED_IN_HINT = 'ew_signed_in';

// Storage can be refused (private modes, a full quota, blocked cookies): the note is then absent.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function noteSignedIn(): void {
  try {
    storage()?.setItem(SIGNED_IN_HINT, '1');
  } catch {
    // Not noted: the header keeps offering to log in, which leads to the console all the same.
  }
}

export function forgetSignedIn(): void {
  storage()?.removeItem(SIGNED_IN_HINT);
}

export function hasSignedInNote(): boolean {
  return storage()?.getItem(SIGNED_IN_HINT) === '1';
}

/**
 * A signed-in visitor leaves the public site for the product console, in place of the page they
 * are on: Back from the console returns to where they were before signing in, not to a sign-in
 * page that would send them straight back.
 */
export function leaveForConsole(url: string): void {
  noteSignedIn();
  window.location.replace(url);
}
