import { definePage, registerNamespace } from '@echowatch/remote-kit';
import { SolutionPage } from '../pages/product/solution-page';
import { NAMESPACE } from '../i18n/namespace';
import { commonTexts } from '../i18n/common-texts';
import { productTexts } from '../i18n/product-texts';
import { solutionTexts } from '../i18n/solution-texts';

registerNamespace(NAMESPACE, commonTexts);
registerNamespace(NAMESPACE, productTexts);
registerNamespace(NAMESPACE, solutionTexts);

export const { Page, prepare } = definePage(SolutionPage, []);
