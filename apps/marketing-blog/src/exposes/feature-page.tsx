import { definePage } from '@echowatch/remote-kit';
import { FeaturePage } from '../pages/product/feature-page';
import { commonTexts, featuresTexts, productTexts } from '../i18n/texts';
import { PRODUCT_STATIC_TEXTS } from '../pages/product/product-page';
import { productLoader } from '../pages/product/product-loader';

export const { Page, prepare, release, textChunks } = definePage(FeaturePage, [featuresTexts, productTexts, commonTexts], PRODUCT_STATIC_TEXTS);

export const load = productLoader('features');
