import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@echowatch/translation';
import { NAMESPACE } from '../../i18n/namespace';
import { AudiencePanel } from './audience-panel';
import { AUDIENCES } from './audiences';
import { useAudienceTab } from './use-audience-tab';
import * as styles from './audience-tabs.module.css';

/** Which tab a navigation key moves to from `index`; null for keys the tabs do not handle. */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The Business / Government / Agency tabs; the choice is kept in `?tab=`. */
export function AudienceTabs({ isMobile }: { isMobile: boolean | undefined }) {
  const { t } = useTranslation(NAMESPACE, { keyPrefix: 'packages' });
  const [selected, select] = useAudienceTab();
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = targetIndex(event.key, index, AUDIENCES.length);
    if (target === null) return;
    event.preventDefault();
    select(AUDIENCES[target]!);
    tabs.current[target]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={t('tabs.label')} className={styles.tablist}>
        {AUDIENCES.map((audience, index) => {
          const isSelected = audience.id === selected.id;
          return (
            <button
              key={audience.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(audience)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {t(`tabs.${audience.id}`)}
            </button>
          );
        })}
      </div>
      {AUDIENCES.map((audience, index) => (
        <div
          key={audience.id}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={audience.id !== selected.id}
          className={styles.panel}
        >
          {audience.id === selected.id && <AudiencePanel audience={audience} isMobile={isMobile} />}
        </div>
      ))}
    </div>
  );
}
