import { LatestPosts } from './latest-posts';
import { PricingTeaser } from './pricing-teaser';

/** Everything below the banner: the pricing teaser and the latest posts. */
export function HomeSections() {
  return (
    <>
      <PricingTeaser />
      <LatestPosts />
    </>
  );
}
