import { linkTokenFromSegment } from '../shared/link-token';

export type ForgotMode =
  | { kind: 'password' }
  | { kind: 'two-factor' }
  | { kind: 'token'; token: string }
  /** A reset link whose token cannot be one (broken escape, extra segments, far too long). */
  | { kind: 'bad-token' };

/**
 * The last path segment picks the mode: forgot-password asks for a reset mail, forgot-otp for a
 * two-factor reset mail, and anything else is a password-reset token to validate. A reset link has
 * exactly one segment after /forgot-password; more than that is a mangled link, not a token.
 */
export function forgotModeFromPath(pathname: string): ForgotMode {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  if (last === 'forgot-password' || last === '') return { kind: 'password' };
  if (last === 'forgot-otp') return { kind: 'two-factor' };
  const base = segments.lastIndexOf('forgot-password');
  if (base !== -1 && base !== segments.length - 2) return { kind: 'bad-token' };
  const token = linkTokenFromSegment(last);
  return token === null ? { kind: 'bad-token' } : { kind: 'token', token };
}
