import { definePage } from '@echowatch/remote-kit';
import { formTexts, layoutTexts, reset2faTexts } from '../i18n/texts';
import { Reset2faPage } from '../pages/reset-2fa/reset-2fa-page';
import { loadReset2faPage } from '../pages/shared/link-loaders';

// The groups of texts this page shows: the shell loads them, in the visitor's language, before it renders.
export const { Page, prepare, release, textChunks } = definePage(Reset2faPage, [layoutTexts, formTexts, reset2faTexts]);

export const load = loadReset2faPage;
