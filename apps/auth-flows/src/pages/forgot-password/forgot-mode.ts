export type ForgotMode = { kind: 'password' } | { kind: 'two-factor' } | { kind: 'token'; token: string };

/**
 * The last path segment picks the mode: forgot-password asks for a reset mail, forgot-otp for a
 * two-factor reset mail, and anything else is a password-reset token to validate.
 */
export function forgotModeFromPath(pathname: string): ForgotMode {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  if (last === 'forgot-password' || last === '') return { kind: 'password' };
  if (last === 'forgot-otp') return { kind: 'two-factor' };
  return { kind: 'token', token: decodeURIComponent(last) };
}
