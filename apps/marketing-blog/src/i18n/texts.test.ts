import { describeTextGroups } from '@echowatch/test-utils';
import * as texts from './texts';

const { allTexts, NAMESPACE } = texts;

describeTextGroups(
  NAMESPACE,
  {
    common: texts.commonTexts,
    'blog-card': texts.blogCardTexts,
    'blog-list': texts.blogListTexts,
    'blog-detail': texts.blogDetailTexts,
    insight: texts.insightTexts,
    home: texts.homeTexts,
    'home-slides': texts.homeSlidesTexts,
    'home-pricing': texts.homePricingTexts,
    'home-sections': texts.homeSectionsTexts,
    product: texts.productTexts,
    solutions: texts.solutionsTexts,
    features: texts.featuresTexts,
    'product-details': texts.productDetailsTexts,
    faq: texts.faqTexts,
    legal: texts.legalTexts,
    terms: texts.termsTexts,
    privacy: texts.privacyTexts,
    unsubscribe: texts.unsubscribeTexts,
  },
  allTexts,
);
