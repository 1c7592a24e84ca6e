import { defineTexts, namespaceTexts, type TextKey, type TextsOfGroups } from '@echowatch/remote-kit';

export const NAMESPACE = 'auth';

/** The shared auth layout (support panel, brand introduction): every page shows it. */
export const layoutTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-layout',
  vi: () => import(/* webpackChunkName: "texts-layout-vi" */ './layout/vi'),
  en: () => import(/* webpackChunkName: "texts-layout-en" */ './layout/en'),
});
/** Field rules, captcha and answer codes, shared by every page with a form. */
export const formTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-form',
  vi: () => import(/* webpackChunkName: "texts-form-vi" */ './form/vi'),
  en: () => import(/* webpackChunkName: "texts-form-en" */ './form/en'),
});
export const loginTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-login',
  vi: () => import(/* webpackChunkName: "texts-login-vi" */ './login/vi'),
  en: () => import(/* webpackChunkName: "texts-login-en" */ './login/en'),
});
export const registerTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-register',
  vi: () => import(/* webpackChunkName: "texts-register-vi" */ './register/vi'),
  en: () => import(/* webpackChunkName: "texts-register-en" */ './register/en'),
});
export const confirmTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-confirm',
  vi: () => import(/* webpackChunkName: "texts-confirm-vi" */ './confirm/vi'),
  en: () => import(/* webpackChunkName: "texts-confirm-en" */ './confirm/en'),
});
export const forgotTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-forgot',
  vi: () => import(/* webpackChunkName: "texts-forgot-vi" */ './forgot/vi'),
  en: () => import(/* webpackChunkName: "texts-forgot-en" */ './forgot/en'),
});
export const reset2faTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-reset-2fa',
  vi: () => import(/* webpackChunkName: "texts-reset-2fa-vi" */ './reset-2fa/vi'),
  en: () => import(/* webpackChunkName: "texts-reset-2fa-en" */ './reset-2fa/en'),
});
export const userTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-user',
  vi: () => import(/* webpackChunkName: "texts-user-vi" */ './user/vi'),
  en: () => import(/* webpackChunkName: "texts-user-en" */ './user/en'),
});
/** The app-download panel of the phone login, the invited user's page and the confirm page. */
export const appDownloadTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-app-download',
  vi: () => import(/* webpackChunkName: "texts-app-download-vi" */ './app-download/vi'),
  en: () => import(/* webpackChunkName: "texts-app-download-en" */ './app-download/en'),
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

export const { useTexts } = namespaceTexts<AuthTexts>(NAMESPACE);
