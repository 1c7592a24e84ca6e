import { definePage } from '@echowatch/remote-kit';
import { appDownloadTexts, confirmTexts, formTexts, layoutTexts } from '../i18n/texts';
import { ConfirmPage } from '../pages/confirm/confirm-page';

// The groups of texts this page shows: the shell loads them, in the visitor's language, before it renders.
export const { Page, prepare, release, textChunks } = definePage(ConfirmPage, [layoutTexts, formTexts, confirmTexts, appDownloadTexts]);
