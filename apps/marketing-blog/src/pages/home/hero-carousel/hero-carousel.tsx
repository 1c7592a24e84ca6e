import { useState } from 'react';
import { usePageDataSource } from '@echowatch/remote-kit';
import { useTexts } from '../../../i18n/texts';
import { DotButton, RotationButton } from './carousel-controls';
import { HeroSlide } from './hero-slide';
import { HERO_SLIDES } from './hero-slides';
import { useAutoAdvance } from './use-auto-advance';
import { useCarouselRotation } from './use-carousel-rotation';
import * as styles from './hero-carousel.module.css';

/**
 * The home banner: slides with calls to action, a pause/play button and dots (WCAG 2.2.2). Every
 * slide is in the page the server sends, and the style sheet fades between them, so the banner
 * has no engine to fetch: its dots are the page's own from the moment it is live, and a press made
 * before that is held by the page's early events and made then.
 */
export function HeroCarousel() {
  const { t } = useTexts();
  const rotation = useCarouselRotation();
  const [current, setCurrent] = useState(0);
  const count = HERO_SLIDES.length;
  // The shell hands the page it rendered on the server that render's data, and no other page.
  const servedPage = usePageDataSource() !== undefined;

  useAutoAdvance({ rotating: rotation.rotating, current, servedPage, advance: () => setCurrent((current + 1) % count) });

  return (
    <section className={styles.carousel} aria-roledescription={t('home.carousel.roledescription')} aria-label={t('home.carousel.label')}>
      <RotationButton playing={rotation.playing} onToggle={rotation.toggle} />
      <div className={styles.stage} aria-live={rotation.rotating ? 'off' : 'polite'} {...rotation.stageEvents}>
        <div className={styles.track}>
          {HERO_SLIDES.map((slide, index) => (
            <HeroSlide key={slide.id} slide={slide} index={index} count={count} active={index === current} />
          ))}
        </div>
        <ul className={styles.dots}>
          {HERO_SLIDES.map((slide, index) => (
            <li key={slide.id}>
              <DotButton index={index} count={count} active={index === current} onClick={() => setCurrent(index)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
