import { definePage } from '@echowatch/remote-kit';
import { TermsPage } from '../pages/terms/terms-page';
import { legalTexts, termsTexts } from '../i18n/texts';

export const { Page, prepare, release, textChunks } = definePage(TermsPage, [termsTexts, legalTexts]);
