import { callApi } from '../http-client';
import type { SiteApiClients } from '../site-api-clients';
import type {
  EmailState,
  InvitedUser,
  InvitedUserPayload,
  LoginRequest,
  LoginResult,
  PhoneState,
  RegistrationPayload,
} from '../auth-types';

/** Success code of forgot-password, set-new-password and the 2FA-reset QR (docs/product-rules.md, R-CODE-1). */
const DONE = [10];

/**
 * Sign-in, registration and recovery on the account service (hosts.sso). The paths are listed in
 * docs/account-calls.md with their codes.
 */
export function authCalls({ sso }: SiteApiClients) {
  return {
    async login(request: LoginRequest): Promise<LoginResult> {
      return (await callApi<LoginResult>(sso, { method: 'POST', url: '/api/login', data: request })).data;
    },
    async validateTwoFactorOtp(otp: string): Promise<void> {
      await callApi(sso, { method: 'POST', url: '/two-factor/validate-otp', data: { otp } });
    },
    async loginByPhone(phoneNumber: string, idToken: string): Promise<LoginResult> {
      const data = { phone_number: phoneNumber, id_token: idToken };
      return (await callApi<LoginResult>(sso, { method: 'POST', url: '/api/login-by-phone', data })).data;
    },
    async checkPhoneInfo(phone: string): Promise<PhoneState> {
      const body = { phone };
      return (await callApi<{ phone: PhoneState }>(sso, { method: 'POST', url: '/register/check-phone-info', data: body })).data
        .phone;
    },
    async checkEmailInfo(email: string): Promise<EmailState> {
      const body = { email };
      return (await callApi<{ email: EmailState }>(sso, { method: 'POST', url: '/register/check-infos', data: body })).data
        .email;
    },
    async register(payload: RegistrationPayload, requestId?: string): Promise<void> {
      const params = requestId ? { requestId } : undefined;
      await callApi(sso, { method: 'POST', url: '/register/user', data: payload, params });
    },
    async getInvitedUser(requestId: string, email?: string): Promise<InvitedUser> {
      const params = { requestId, ...(email ? { email } : {}) };
      return (await callApi<InvitedUser>(sso, { method: 'GET', url: '/user/get-invited-user', params })).data;
    },
    async registerInvitedUser(requestId: string, payload: InvitedUserPayload): Promise<void> {
      await callApi(sso, { method: 'POST', url: '/register/user/lite', data: payload, params: { requestId } });
    },
    async forgotPassword(email: string, recaptchaResponse: string): Promise<void> {
      const body = { email, recaptcha_response: recaptchaResponse };
      await callApi(sso, { method: 'POST', url: '/api/forget-password', data: body }, DONE);
    },
    /** The e-mail a password-reset link was sent to. */
    async validateResetToken(token: string): Promise<string> {
      return (await callApi<{ email: string }>(sso, { method: 'POST', url: '/api/validate-link', data: { token } })).data
        .email;
    },
    async setNewPassword(uuid: string, password: string): Promise<void> {
      await callApi(sso, { method: 'POST', url: '/api/reset-password-new', data: { uuid, password } }, DONE);
    },
    async requestTwoFactorReset(email: string, password: string): Promise<void> {
      await callApi(sso, { method: 'POST', url: '/two-factor/reset', data: { email, password } });
    },
    /** The QR of the new authenticator secret, as base64 PNG. */
    async verifyTwoFactorReset(uid: string): Promise<string> {
      const url = `/two-factor/reset-2fa/${encodeURIComponent(uid)}`;
      return (await callApi<string>(sso, { method: 'GET', url }, DONE)).data;
    },
    async confirmTwoFactorReset(uuid: string, otp: string): Promise<void> {
      await callApi(sso, { method: 'POST', url: '/two-factor/confirm', data: { otp, uuid } });
    },
    /** The local captcha provider's token; only the sandbox account service issues and accepts it. */
    async issueSandboxCaptchaToken(): Promise<string> {
      return (await callApi<{ token: string }>(sso, { method: 'POST', url: '/__sandbox/captcha/token', data: {} })).data.token;
    },
  };
}
