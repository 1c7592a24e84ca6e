import { definePage, registerNamespace } from '@echowatch/remote-kit';
import { FaqPage } from '../pages/faq/faq-page';
import { NAMESPACE } from '../i18n/namespace';
import { commonTexts } from '../i18n/common-texts';
import { faqTexts } from '../i18n/faq-texts';

registerNamespace(NAMESPACE, commonTexts);
registerNamespace(NAMESPACE, faqTexts);

export const { Page, prepare } = definePage(FaqPage, []);
