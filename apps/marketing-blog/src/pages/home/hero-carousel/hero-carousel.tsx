import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { usePageDataSource } from '@echowatch/remote-kit';
import { useTexts } from '../../../i18n/texts';
import { DotButton, RotationButton } from './carousel-controls';
import { HeroSlide } from './hero-slide';
import { HERO_SLIDES } from './hero-slides';
import type { SlickTrackHandle } from './slick-track';
import { useAutoAdvance } from './use-auto-advance';
import { useCarouselRotation } from './use-carousel-rotation';
import * as styles from './hero-carousel.module.css';

const SlickTrack = lazy(() => import('./slick-track').then((module) => ({ default: module.SlickTrack })));

/**
 * The first slide needs no carousel engine, so the page shows it at once and fetches react-slick
 * when the browser has settled, or as soon as the visitor reaches for the carousel, well before the
 * first change at 5 s (the later slides' texts came with the page's). The carousel keeps its own
 * time, so that change comes 5 s after the banner was first shown, however late the engine arrived.
 */
export const ENGINE_IDLE_MS = 1500;

/** The home banner: slides with calls to action, a pause/play button and dots (WCAG 2.2.2). */
export function HeroCarousel() {
  const { t } = useTexts();
  const rotation = useCarouselRotation();
  const [current, setCurrent] = useState(0);
  const [engineWanted, setEngineWanted] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  // A dot pressed before the engine arrived keeps focus on its new counterpart.
  const [dotToFocus, setDotToFocus] = useState<number | null>(null);
  const count = HERO_SLIDES.length;
  const engine = useRef<SlickTrackHandle>(null);
  // The shell hands the page it rendered on the server that render's data, and no other page.
  const servedPage = usePageDataSource() !== undefined;

  useAutoAdvance({
    rotating: rotation.rotating,
    current,
    servedPage,
    advance: () => {
      const next = (current + 1) % count;
      // The engine fades to the slide and then reports it, so the slides' state never runs ahead of
      // what it shows; before it is in, the slide is chosen here and the engine fetched.
      if (engine.current) engine.current.goTo(next);
      else {
        setEngineWanted(true);
        setCurrent(next);
      }
    },
  });

  // Not while the visitor is on the banner: swapping the slides then would take their focus away.
  useEffect(() => {
    if (engineWanted || !rotation.rotating) return;
    const timer = window.setTimeout(() => setEngineWanted(true), ENGINE_IDLE_MS);
    return () => window.clearTimeout(timer);
  }, [engineWanted, rotation.rotating]);

  const onEngineReady = () => {
    if (dotToFocus !== null) stage.current?.querySelectorAll<HTMLButtonElement>('li > button')[dotToFocus]?.focus();
  };

  const slides = HERO_SLIDES.map((slide, index) => (
    <HeroSlide key={slide.id} slide={slide} index={index} count={count} active={index === current} />
  ));
  const dot = (index: number, onClick?: () => void) => (
    <DotButton index={index} count={count} active={index === current} onClick={onClick} />
  );
  // Until the engine is in, the first slide stands alone; a chosen dot is shown as soon as it arrives.
  const withoutEngine = (
    <div className={styles.staticTrack}>
      <HeroSlide slide={HERO_SLIDES[0]!} index={0} count={count} active />
      <ul className={styles.dots}>
        {HERO_SLIDES.map((slide, index) => (
          <li key={slide.id}>
            {dot(index, () => {
              setDotToFocus(index);
              setCurrent(index);
              setEngineWanted(true);
            })}
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <section className={styles.carousel} aria-roledescription={t('home.carousel.roledescription')} aria-label={t('home.carousel.label')}>
      <RotationButton
        playing={rotation.playing}
        onToggle={() => {
          setEngineWanted(true);
          rotation.toggle();
        }}
      />
      <div
        ref={stage}
        className={styles.stage}
        aria-live={rotation.rotating ? 'off' : 'polite'}
        {...rotation.stageEvents}
        onMouseEnter={() => {
          setEngineWanted(true);
          rotation.stageEvents.onMouseEnter();
        }}
      >
        {engineWanted ? (
          <Suspense fallback={withoutEngine}>
            <SlickTrack
              ref={engine}
              initialSlide={current}
              reducedMotion={rotation.reducedMotion}
              onChange={setCurrent}
              onReady={onEngineReady}
              dot={(index) => dot(index)}
              dotsClass={styles.dots}
            >
              {slides}
            </SlickTrack>
          </Suspense>
        ) : (
          withoutEngine
        )}
      </div>
    </section>
  );
}
