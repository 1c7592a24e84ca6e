import { sendMail } from '../outbox/mailer';
import type { SandboxStore } from '../store/file-store';
import type { StoredUser } from '../store/schema';
import { confirmRegistrationMail } from './account-link-mails';
import { issueLinkToken } from './account-link-tokens';

/** Mails a confirmation link bound to this registration (by id, not only by address). */
export async function mailConfirmLink(store: SandboxStore, site: string, user: StoredUser, lifetimeMs: number): Promise<string> {
  const { token } = issueLinkToken(store, 'register-confirm', user.email, lifetimeMs, { user_id: user.id });
  const link = `${site}/register/confirm?requestId=${token}`;
  await sendMail(store, confirmRegistrationMail(user.email, user.full_name, link, lifetimeMs));
  return token;
}

/** The registration a confirm token was sent for; tokens from before user_id existed go by address. */
export function registrationOf(store: SandboxStore, token: { user_id?: string; email: string }): StoredUser | undefined {
  const wanted = token.email.toLowerCase();
  return token.user_id
    ? store.data.users.find((u) => u.id === token.user_id)
    : store.data.users.find((u) => u.email.toLowerCase() === wanted);
}
