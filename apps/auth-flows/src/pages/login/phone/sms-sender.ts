import type { SiteConfig } from '@echowatch/contracts';

/** A code sent by SMS, waiting to be typed back. */
export interface SmsConfirmation {
  /** Checks the code with the SMS provider and resolves to its id_token for the login-by-phone call. */
  confirm(code: string): Promise<string>;
}

export interface SmsSender {
  /**
   * Sends a code to a number in international form (+84…). `verifierHost` is the element the
   * provider's invisible captcha attaches to.
   */
  send(internationalNumber: string, verifierHost: HTMLElement): Promise<SmsConfirmation>;
}

export type SmsSenderFactory = (firebase: SiteConfig['firebase']) => Promise<SmsSender>;

/** Firebase Authentication, fetched only when a visitor opens the phone tab: the SDK is large. */
export const loadFirebaseSmsSender: SmsSenderFactory = async (firebase) => {
  const { createFirebaseSmsSender } = await import(/* webpackChunkName: "firebase-phone" */ './firebase-sms-sender');
  return createFirebaseSmsSender(firebase);
};
