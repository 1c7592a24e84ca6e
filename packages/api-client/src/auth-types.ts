/** What a sign-in answers: a session is open, or the account's two-factor code is awaited. */
export interface LoginResult {
  two_factor: boolean;
  username: string;
}

export interface LoginRequest {
  username: string;
  password: string;
  /** The captcha token, when the account service asks for one. */
  recaptcha_response?: string;
}

/** Data of a refused sign-in: whether the next attempt needs a captcha. */
export interface LoginRefusal {
  captcha_required?: boolean;
}

export type PhoneState = 'invalid' | 'not verified' | 'not exists' | 'valid';
export type EmailState = 'available' | 'exists' | 'blocked';

/** The full registration payload (docs/product-rules.md, R-AUTH-6). */
export interface RegistrationPayload {
  email: string;
  /** Always the e-mail. */
  username: string;
  full_name: string;
  phone: string;
  /** Fixed at 68. */
  industry_id: number;
  organization_name: string;
  /** Province id, as an integer. */
  location: number;
  password: string;
  recaptcha_response: string;
}

export interface InvitedUser {
  email: string;
  email_admin: string;
  organization_name: string;
}

/** The invited user's lite registration payload. */
export interface InvitedUserPayload {
  email: string;
  username: string;
  full_name: string;
  password: string;
}
