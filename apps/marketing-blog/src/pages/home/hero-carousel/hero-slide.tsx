import { Link } from '@echowatch/routing';
import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../../i18n/texts';
import type { HeroSlideContent } from './hero-slides';
import * as styles from './hero-carousel.module.css';

const BACKGROUNDS: Record<HeroSlideContent['id'], string | undefined> = {
  listening: styles.listening,
  alerts: styles.alerts,
  reports: styles.reports,
  knowledge: styles.knowledge,
};

interface HeroSlideProps {
  slide: HeroSlideContent;
  index: number;
  count: number;
  /** Slides out of view are inert: nothing in them can be focused or read. */
  active: boolean;
}

export function HeroSlide({ slide, index, count, active }: HeroSlideProps) {
  const { t } = useTexts();
  const { brand, routes } = useSiteConfig();
  return (
    <div
      role="group"
      aria-roledescription={t('home.carousel.slide')}
      aria-label={t('home.carousel.slideLabel', { index: index + 1, count })}
      className={`${styles.slide} ${BACKGROUNDS[slide.id]} ${active ? styles.active : ''}`}
      inert={!active}
    >
      <div className={styles.slideInner}>
        <p className={styles.eyebrow}>{t(`home.slides.${slide.id}.eyebrow`)}</p>
        <h2 className={styles.slideTitle}>{t(`home.slides.${slide.id}.title`)}</h2>
        <p className={styles.slideText}>{t(`home.slides.${slide.id}.text`, { brand: brand.name })}</p>
        <div className={styles.ctas}>
          {slide.ctas.map((cta, ctaIndex) => (
            <Link
              key={cta.textKey}
              to={cta.to === 'insight' ? routes.insight : cta.to}
              className={ctaIndex === 0 ? styles.primaryCta : styles.secondaryCta}
              tabIndex={active ? undefined : -1}
            >
              {t(cta.textKey)}
            </Link>
          ))}
        </div>
      </div>
    </div>
  );
}
