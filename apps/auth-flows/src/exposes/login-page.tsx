import { definePage, registerNamespace } from '@echowatch/remote-kit';
import { appDownloadTexts } from '../i18n/app-download-texts';
import { formTexts } from '../i18n/form-texts';
import { loginTexts } from '../i18n/login-texts';
import { NAMESPACE } from '../i18n/namespace';
import { keyed, pageTexts } from '../i18n/page-texts';
import { LoginPage } from '../pages/login/login-page';

/** This page's texts: only they travel in its chunk. */
export const texts = pageTexts(
  formTexts,
  keyed('login', loginTexts),
  keyed('confirm', keyed('appDownload', appDownloadTexts)),
);

registerNamespace(NAMESPACE, texts);

export const { Page, prepare } = definePage(LoginPage, []);
