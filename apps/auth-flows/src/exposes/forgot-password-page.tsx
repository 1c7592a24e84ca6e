import { definePage } from '@echowatch/remote-kit';
import { forgotTexts, formTexts, layoutTexts } from '../i18n/texts';
import { ForgotPasswordPage } from '../pages/forgot-password/forgot-password-page';

// The groups of texts this page shows: the shell loads them, in the visitor's language, before it renders.
export const { Page, prepare, release, textChunks } = definePage(ForgotPasswordPage, [layoutTexts, formTexts, forgotTexts]);
