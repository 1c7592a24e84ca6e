import { definePage } from '@echowatch/remote-kit';
import { FeaturePage } from '../pages/product/feature-page';
import { commonTexts, featuresTexts, productTexts } from '../i18n/texts';

export const { Page, prepare, release, textChunks } = definePage(FeaturePage, [featuresTexts, productTexts, commonTexts]);
