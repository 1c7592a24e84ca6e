import { definePage } from '@echowatch/remote-kit';
import { FeaturePage } from '../pages/product/feature-page';
import { commonTexts, featureDetailsTexts, featuresTexts, productTexts } from '../i18n/texts';

export const { Page, prepare, release } = definePage(FeaturePage, [featuresTexts, productTexts, commonTexts], [featureDetailsTexts]);
