import { lazy, Suspense, useRef } from 'react';
import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import { HeroCarousel } from './hero-carousel/hero-carousel';
import { useNearViewport } from './use-near-viewport';
import * as styles from './home-page.module.css';

// The banner fills the first screen; what lies below it is fetched once any of it scrolls into view.
const HomeSections = lazy(() => import('./home-sections').then((module) => ({ default: module.HomeSections })));

function BelowTheBanner() {
  const slot = useRef<HTMLDivElement>(null);
  const visible = useNearViewport(slot, { rootMargin: '0px', threshold: 0.01 });
  const placeholder = <div ref={slot} className={styles.sectionsPlaceholder} />;
  return visible ? <Suspense fallback={placeholder}><HomeSections /></Suspense> : placeholder;
}

/** `/`: banner carousel, then the pricing teaser and the three newest posts. */
export function HomePage() {
  const { t } = useTexts();
  const { brand } = useSiteConfig();
  return (
    <section className={styles.home} aria-labelledby="home-title">
      {/* The slides carry the visible headlines; the page's own title is for outlines and readers. */}
      <h1 id="home-title" className={styles.visuallyHidden}>
        {t('home.title', { brand: brand.name })}
      </h1>
      <HeroCarousel />
      <BelowTheBanner />
    </section>
  );
}
