/** What the visitor has typed so far; kept across both steps so Back loses nothing. */
export interface RegistrationInfo {
  organization: string;
  fullName: string;
  email: string;
  phone: string;
  agreed: boolean;
  province: string;
  password: string;
  confirm: string;
}

export const EMPTY_REGISTRATION: RegistrationInfo = {
  organization: '',
  fullName: '',
  email: '',
  phone: '',
  agreed: false,
  province: '',
  password: '',
  confirm: '',
};

/** The registration payload's fixed industry (docs/product-rules.md, R-AUTH-6). */
export const REGISTRATION_INDUSTRY_ID = 68;
