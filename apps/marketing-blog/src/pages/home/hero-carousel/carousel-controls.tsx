import { useTexts } from '../../../i18n/texts';
import * as styles from './hero-carousel.module.css';

/** The always-visible pause/play control WCAG 2.2.2 asks of anything that moves on its own. */
export function RotationButton({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  const { t } = useTexts();
  return (
    <button
      type="button"
      className={styles.rotation}
      aria-label={t(playing ? 'home.carousel.pauseLabel' : 'home.carousel.playLabel')}
      onClick={onToggle}
    >
      <span className={playing ? styles.pauseIcon : styles.playIcon} aria-hidden="true" />
      {t(playing ? 'home.carousel.pause' : 'home.carousel.play')}
    </button>
  );
}

interface DotButtonProps {
  index: number;
  count: number;
  active: boolean;
  onClick: () => void;
}

/** A slide's dot: a real button, at least 24 × 24 px, named after its slide. */
export function DotButton({ index, count, active, onClick }: DotButtonProps) {
  const { t } = useTexts();
  return (
    <button
      type="button"
      className={styles.dot}
      aria-label={t('home.carousel.goTo', { index: index + 1, count })}
      aria-current={active ? 'true' : undefined}
      onClick={onClick}
    >
      <span className={styles.dotMark} aria-hidden="true" />
    </button>
  );
}
