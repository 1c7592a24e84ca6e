import { definePage } from '@echowatch/remote-kit';
import { appDownloadTexts, formTexts, layoutTexts, loginTexts } from '../i18n/texts';
import { LoginPage } from '../pages/login/login-page';
import { loadLoginPage } from '../pages/login/login-loader';

// The groups of texts this page shows: the shell loads them, in the visitor's language, before it renders.
export const { Page, prepare, release, textChunks } = definePage(LoginPage, [layoutTexts, formTexts, loginTexts, appDownloadTexts]);

export const load = loadLoginPage;
