import { definePage } from '@echowatch/remote-kit';
import { formTexts, layoutTexts, registerTexts } from '../i18n/texts';
import { RegisterPage } from '../pages/register/register-page';

// The groups of texts this page shows: the shell loads them, in the visitor's language, before it renders.
export const { Page, prepare, release, textChunks } = definePage(RegisterPage, [layoutTexts, formTexts, registerTexts]);
