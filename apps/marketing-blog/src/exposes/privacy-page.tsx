import { definePage } from '@echowatch/remote-kit';
import { PrivacyPage } from '../pages/privacy/privacy-page';
import { legalTexts, privacyTexts } from '../i18n/texts';

export const { Page, prepare, release, textChunks } = definePage(PrivacyPage, [privacyTexts, legalTexts]);
