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

/** Spec point 3: the registration payload's fixed industry. */
export const REGISTRATION_INDUSTRY_ID = 68;
