import { definePage, registerNamespace } from '@echowatch/remote-kit';
import { FeaturePage } from '../pages/product/feature-page';
import { NAMESPACE } from '../i18n/namespace';
import { commonTexts } from '../i18n/common-texts';
import { productTexts } from '../i18n/product-texts';
import { featureTexts } from '../i18n/feature-texts';

registerNamespace(NAMESPACE, commonTexts);
registerNamespace(NAMESPACE, productTexts);
registerNamespace(NAMESPACE, featureTexts);

export const { Page, prepare } = definePage(FeaturePage, []);
