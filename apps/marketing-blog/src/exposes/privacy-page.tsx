import { definePage } from '@echowatch/remote-kit';
import { PrivacyPage } from '../pages/privacy/privacy-page';
import { legalTexts, privacyTexts } from '../i18n/texts';

export const { Page, prepare, release } = definePage(PrivacyPage, [privacyTexts, legalTexts]);
