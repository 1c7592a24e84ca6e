import { useId, type Ref } from 'react';
import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
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
  const { t, textsAt } = useTexts();
  const brand = useSiteConfig().brand.name;
  const titleId = useId();
  const section = textsAt(`reporting.intro.sections.${intro.key}`, { brand });
  return (
    <section ref={ref} className={styles.section} aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.inner}>
        <p className={styles.position}>{t('reporting.intro.position', { number, total })}</p>
        <h2 id={titleId} className={styles.title}>
          {section.title}
        </h2>
        <p className={styles.text}>{section.text}</p>
        <h3 className={styles.listTitle}>{t('reporting.intro.deliverablesTitle')}</h3>
        <ul className={styles.deliverables}>
          {Object.entries(section.deliverables).map(([item, itemText]) => (
            <li key={item}>{itemText}</li>
          ))}
        </ul>
        <p className={styles.audience}>{section.audience}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.contact}
            aria-label={`${t('reporting.intro.contact')}${t('reporting.intro.contactFor', { report: section.title })}`}
            onClick={onContact}
          >
            {t('reporting.intro.contact')}
          </button>
          {next && (
            <button type="button" className={styles.next} onClick={onNext}>
              {t('reporting.intro.next', { report: t(`reporting.intro.sections.${next.key}.title`) })}
              <span aria-hidden="true"> ↓</span>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
