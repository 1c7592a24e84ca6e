import { useId, type Ref } from 'react';
import { useTranslation } from '@echowatch/translation';
import { useSiteConfig } from '@echowatch/remote-kit';
import { NAMESPACE } from '../../i18n/namespace';
import type { ReportIntro } from './report-intros';
import * as styles from './intro-section.module.css';

interface IntroSectionProps {
  ref: Ref<HTMLElement>;
  intro: ReportIntro;
  number: number;
  total: number;
  /** The following intro, whose title the next button names; none on the last. */
  next: ReportIntro | undefined;
  onContact: () => void;
  onNext: () => void;
}

/** One report type: what it answers, what it contains, who it suits, and the two ways on. */
export function IntroSection({ ref, intro, number, total, next, onContact, onNext }: IntroSectionProps) {
  const { t } = useTranslation(NAMESPACE, { keyPrefix: 'reporting.intro' });
  const brand = useSiteConfig().brand.name;
  const titleId = useId();
  const section = (key: string) => t(`sections.${intro.key}.${key}`, { brand });
  return (
    <section ref={ref} className={styles.section} aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.inner}>
        <p className={styles.position}>{t('position', { number, total })}</p>
        <h2 id={titleId} className={styles.title}>
          {section('title')}
        </h2>
        <p className={styles.text}>{section('text')}</p>
        <h3 className={styles.listTitle}>{t('deliverablesTitle')}</h3>
        <ul className={styles.deliverables}>
          {intro.deliverables.map((item) => (
            <li key={item}>{section(`deliverables.${item}`)}</li>
          ))}
        </ul>
        <p className={styles.audience}>{section('audience')}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.contact}
            aria-label={`${t('contact')}${t('contactFor', { report: section('title') })}`}
            onClick={onContact}
          >
            {t('contact')}
          </button>
          {next && (
            <button type="button" className={styles.next} onClick={onNext}>
              {t('next', { report: t(`sections.${next.key}.title`) })}
              <span aria-hidden="true"> ↓</span>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
