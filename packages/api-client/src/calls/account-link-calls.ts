import { callApi } from '../http-client';
import type { SiteApiClients } from '../site-api-clients';
import type { LinkValidation, SessionUser } from '../types';

/** Confirmation and invitation links, and the current session. */
export function accountLinkCalls({ sso }: SiteApiClients) {
  return {
    async confirmRegistration(requestId: string): Promise<LinkValidation> {
      const body = { request_id: requestId };
      return (await callApi<LinkValidation>(sso, { method: 'POST', url: '/register/confirm', data: body })).data;
    },
    async confirmInvitation(requestId: string): Promise<LinkValidation> {
      const body = { request_id: requestId };
      return (await callApi<LinkValidation>(sso, { method: 'POST', url: '/user/confirm-invited-user', data: body }))
        .data;
    },
    /** Asks for a new confirmation mail for the registration behind a refused link; needs a captcha. */
    async resendConfirmEmail(requestId: string, recaptchaResponse: string): Promise<void> {
      const body = { request_id: requestId, recaptcha_response: recaptchaResponse };
      await callApi<null>(sso, { method: 'POST', url: '/register/resend-confirm-email', data: body });
    },
    async getSessionUser(): Promise<SessionUser> {
      return (await callApi<SessionUser>(sso, { method: 'GET', url: '/api/user' })).data;
    },
  };
}
