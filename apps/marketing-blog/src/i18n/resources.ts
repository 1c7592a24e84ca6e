import { blogCardTexts } from './blog-card-texts';
import { blogTexts } from './blog-texts';
import { commonTexts } from './common-texts';
import { faqTexts } from './faq-texts';
import { featureTexts } from './feature-texts';
import { homeSectionTexts } from './home-section-texts';
import { homeSlideTexts } from './home-slide-texts';
import { homeTexts } from './home-texts';
import { mergeTexts } from './merge-texts';
import { privacyTexts } from './privacy-texts';
import { productTexts } from './product-texts';
import { solutionTexts } from './solution-texts';
import { termsTexts } from './terms-texts';
import { unsubscribeTexts } from './unsubscribe-resources';

export { NAMESPACE } from './namespace';

/** Every text of the remote, for the translation check and the tests; each page registers only its own. */
export const resources = mergeTexts([
  termsTexts,
  privacyTexts,
  unsubscribeTexts,
  commonTexts,
  blogCardTexts,
  blogTexts,
  homeTexts,
  homeSlideTexts,
  homeSectionTexts,
  productTexts,
  solutionTexts,
  featureTexts,
  faqTexts,
]);
