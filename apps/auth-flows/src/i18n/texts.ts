import { defineTexts, namespaceTexts, type TextKey, type TextsOfGroups } from '@echowatch/remote-kit';

export const NAMESPACE = 'auth';

/** The shared auth layout (support panel, brand introduction): every page shows it. */
export const layoutTexts = defineTexts(NAMESPACE, { vi: () => import('./layout/vi'), en: () => import('./layout/en') });
/** Field rules, captcha and answer codes, shared by every page with a form. */
export const formTexts = defineTexts(NAMESPACE, { vi: () => import('./form/vi'), en: () => import('./form/en') });
export const loginTexts = defineTexts(NAMESPACE, { vi: () => import('./login/vi'), en: () => import('./login/en') });
export const registerTexts = defineTexts(NAMESPACE, { vi: () => import('./register/vi'), en: () => import('./register/en') });
export const confirmTexts = defineTexts(NAMESPACE, { vi: () => import('./confirm/vi'), en: () => import('./confirm/en') });
export const forgotTexts = defineTexts(NAMESPACE, { vi: () => import('./forgot/vi'), en: () => import('./forgot/en') });
export const reset2faTexts = defineTexts(NAMESPACE, { vi: () => import('./reset-2fa/vi'), en: () => import('./reset-2fa/en') });
export const userTexts = defineTexts(NAMESPACE, { vi: () => import('./user/vi'), en: () => import('./user/en') });
/** The app-download panel of the phone login, the invited user's page and the confirm page. */
export const appDownloadTexts = defineTexts(NAMESPACE, {
  vi: () => import('./app-download/vi'),
  en: () => import('./app-download/en'),
});

export const allTexts = [
  layoutTexts,
  formTexts,
  loginTexts,
  registerTexts,
  confirmTexts,
  forgotTexts,
  reset2faTexts,
  userTexts,
  appDownloadTexts,
] as const;

export type AuthTexts = TextsOfGroups<typeof allTexts>;
/** Any one text of the remote: what code that picks a message (a rule, an answer code) hands to `t`. */
export type AuthTextKey = TextKey<AuthTexts>;

export const { useTexts, TransText } = namespaceTexts<AuthTexts>(NAMESPACE);
