import { registerNamespace } from '@echowatch/remote-kit';
import { blogCardTexts } from '../../i18n/blog-card-texts';
import { homeSectionTexts } from '../../i18n/home-section-texts';
import { NAMESPACE } from '../../i18n/namespace';
import { LatestPosts } from './latest-posts';
import { PricingTeaser } from './pricing-teaser';

// This part of the home page is its own chunk, so its texts travel with it.
registerNamespace(NAMESPACE, homeSectionTexts);
registerNamespace(NAMESPACE, blogCardTexts);

/** Everything below the banner: the pricing teaser and the latest posts. */
export function HomeSections() {
  return (
    <>
      <PricingTeaser />
      <LatestPosts />
    </>
  );
}
