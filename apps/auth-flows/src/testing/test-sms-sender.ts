import type { SmsSender, SmsSenderFactory } from '../pages/login/phone/sms-sender';

/** A Firebase-style failure: the SDK rejects with an error carrying an `auth/…` code. */
export function providerError(code: string): Error & { code: string } {
  return Object.assign(new Error(code), { code });
}

/**
 * Stands in for the SMS provider at its interface in unit tests (the browser tests use the real
 * Firebase SDK against the Auth emulator): records each number and answers with `code` → id_token.
 */
export function testSmsSender(options: { code?: string; sendError?: Error; confirmError?: Error } = {}) {
  const sent: string[] = [];
  const confirmed: string[] = [];
  const sender: SmsSender = {
    send(number) {
      sent.push(number);
      if (options.sendError) return Promise.reject(options.sendError);
      return Promise.resolve({
        confirm(code) {
          confirmed.push(code);
          if (options.confirmError) return Promise.reject(options.confirmError);
          return code === (options.code ?? '123456')
            ? Promise.resolve(`id-token-for-${number}`)
            : Promise.reject(providerError('auth/invalid-verification-code'));
        },
      });
    },
  };
  const factory: SmsSenderFactory = () => Promise.resolve(sender);
  return { factory, sent, confirmed };
}
