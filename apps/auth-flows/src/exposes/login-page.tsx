import { definePage } from '@echowatch/remote-kit';
import { appDownloadTexts, formTexts, layoutTexts, loginTexts } from '../i18n/texts';
import { LoginPage } from '../pages/login/login-page';

// The groups of texts this page shows: the shell loads them, in the visitor's language, before it renders.
export const { Page, prepare, release, textChunks } = definePage(LoginPage, [layoutTexts, formTexts, loginTexts, appDownloadTexts]);
