import { useId } from 'react';
import { useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import type { Audience } from './audiences';
import { ComparisonTable } from './comparison-table';
import { PackageCardList } from './package-card-list';
import * as styles from './audience-panel.module.css';

interface AudiencePanelProps {
  audience: Audience;
  /** The mobile layout; undefined while unknown (server and hydrating render): both comparisons, CSS shows one. */
  isMobile: boolean | undefined;
}

/** What one audience tab shows: who it is for, what they use it for, and the package comparison. */
export function AudiencePanel({ audience, isMobile }: AudiencePanelProps) {
  const { t, textsAt } = useTexts();
  const brand = useSiteConfig().brand.name;
  const useCasesId = useId();
  // The audience's texts, use cases in the order the page lists them.
  const text = textsAt(`packages.audiences.${audience.id}`, { brand });
  const comparisonLabel = t('packages.comparison.caption', { brand, audience: t(`packages.tabs.${audience.id}`) });
  return (
    <>
      <div className={styles.intro}>
        <div>
          <h2 className={styles.title}>{text.title}</h2>
          <p className={styles.text}>{text.intro}</p>
        </div>
        <div className={styles.useCases}>
          <h3 id={useCasesId} className={styles.useCasesTitle}>
            {text.useCasesTitle}
          </h3>
          <ul aria-labelledby={useCasesId} className={styles.useCaseList}>
            {Object.entries(text.useCases).map(([useCase, useCaseText]) => (
              <li key={useCase}>{useCaseText}</li>
            ))}
          </ul>
        </div>
      </div>
      {isMobile !== false && (
        <div className={styles.cardsLayout}>
          <PackageCardList label={comparisonLabel} />
        </div>
      )}
      {isMobile !== true && (
        <div className={styles.tableLayout}>
          <ComparisonTable caption={comparisonLabel} />
        </div>
      )}
    </>
  );
}
