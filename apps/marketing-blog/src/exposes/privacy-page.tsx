import { definePage, registerNamespace } from '@echowatch/remote-kit';
import { PrivacyPage } from '../pages/privacy/privacy-page';
import { NAMESPACE } from '../i18n/namespace';
import { privacyTexts } from '../i18n/privacy-texts';

registerNamespace(NAMESPACE, privacyTexts);

export const { Page, prepare } = definePage(PrivacyPage, []);
