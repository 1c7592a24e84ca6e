import { definePage, registerNamespace } from '@echowatch/remote-kit';
import { TermsPage } from '../pages/terms/terms-page';
import { NAMESPACE } from '../i18n/namespace';
import { termsTexts } from '../i18n/terms-texts';

registerNamespace(NAMESPACE, termsTexts);

export const { Page, prepare } = definePage(TermsPage, []);
