import type { Request } from 'express';
import { accountNetworkKey } from '../client-key';
import { sendMail } from '../outbox/mailer';
import type { StoredUser } from '../store/schema';
import type { AuthContext } from './auth-context';
import { failedSignInsMail } from './auth-mails';

/**
 * Wrong passwords for one account, counted from each network and from all together. Only a
 * network's own failures refuse it (32); the total asks for the captcha and, past a higher mark,
 * tells the owner. Refusing everyone on the total would let a stranger with a few networks (or
 * captcha tokens, which cost nothing) lock the owner out.
 */
export class SignInFailures {
  private readonly accountKey: string;
  private readonly networkKey: string;

  constructor(
    private readonly ctx: AuthContext,
    req: Request,
    login: string,
    private readonly user: StoredUser | undefined,
  ) {
    this.accountKey = `password:${user?.id ?? login.toLowerCase()}`;
    this.networkKey = `${this.accountKey}@${accountNetworkKey(req)}`;
  }

  networkLocked(): boolean {
    return this.ctx.attempts.count(this.networkKey) >= this.ctx.settings.lockAfterFailures;
  }

  captchaRequired(): boolean {
    return this.ctx.attempts.count(this.accountKey) >= this.ctx.settings.captchaAfterFailures;
  }

  /** Counts one more failure and saves; tells whether it locked this network out. */
  async add(): Promise<{ networkLocked: boolean }> {
    const { attempts, settings, mails, store } = this.ctx;
    const total = attempts.add(this.accountKey);
    const fromNetwork = attempts.add(this.networkKey);
    const noticeKey = `failed-sign-ins:${this.user?.id}`;
    if (this.user?.status === 'active' && total >= settings.accountStepUpAfterFailures && mails.count(noticeKey) === 0) {
      mails.add(noticeKey);
      await sendMail(store, failedSignInsMail(this.user.email, this.user.full_name, `${this.ctx.site}/forgot-password`));
    } else {
      await store.save();
    }
    return { networkLocked: fromNetwork >= settings.lockAfterFailures };
  }

  clear(): void {
    this.ctx.attempts.clear(this.accountKey);
    this.ctx.attempts.clear(this.networkKey);
  }
}
