import { lazy, Suspense } from 'react';
import { StructuredData, useSiteConfig } from '@echowatch/remote-kit';
import { StaticPart } from '@echowatch/remote-kit/static-part';
import { homePricingTexts, useTexts } from '../../i18n/texts';
import { HeroCarousel } from './hero-carousel/hero-carousel';
import { siteStructuredData } from './site-structured-data';
import { whenNear } from './when-near';
import * as styles from './home-page.module.css';

/** The texts only this page's static part reads (the expose's static texts). */
export const HOME_STATIC_TEXTS = [homePricingTexts];

// A chunk of its own, which a browser hydrating the page never downloads (it keeps the server's teaser).
const PricingTeaser = lazy(() => import('./pricing-teaser').then((module) => ({ default: module.PricingTeaser })));

// Rendered by the server in full; a browser hydrating the page keeps the server's section (its cards
// are plain links until then) and fetches its code only once it comes near the screen. Its heading's
// id, written here rather than imported, keeps that code out of the page's first chunk.
const LatestPosts = lazy(() =>
  whenNear('#home-latest-title')
    .then(() => import('./latest-posts'))
    .then((module) => ({ default: module.LatestPosts })),
);

/**
 * `/`: banner carousel, then the pricing teaser and the three newest posts, all rendered on the
 * server. The teaser has nothing to do in the browser, so it is a static part: the browser keeps the
 * server's markup, neither running its code nor loading its texts, and its link to the pricing page
 * loads that page in full. The latest posts hydrate, once near the screen: their cards lead in place
 * and their failure state has a retry.
 */
export function HomePage() {
  const { t, language } = useTexts();
  const config = useSiteConfig();
  const { brand } = config;
  return (
    <section className={styles.home} aria-labelledby="home-title">
      <StructuredData description={siteStructuredData(config, language)} />
      {/* The slides carry the visible headlines; the page's own title is for outlines and readers. */}
      <h1 id="home-title" className={styles.visuallyHidden}>
        {t('home.title', { brand: brand.name })}
      </h1>
      <HeroCarousel />
      <StaticPart texts={HOME_STATIC_TEXTS}>
        <PricingTeaser />
      </StaticPart>
      {/* Drawn fresh (a client navigation), the section takes its place while its code comes. */}
      <Suspense fallback={<div className={styles.latestPlaceholder} />}>
        <LatestPosts />
      </Suspense>
    </section>
  );
}
