import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@echowatch/translation';
import { NAMESPACE } from '../../i18n/namespace';
import { BLOG_TABS, type BlogTabId } from './blog-list-state';
import * as styles from './blog-list.module.css';

export const tabId = (id: BlogTabId) => `blog-tab-${id}`;
export const BLOG_TAB_PANEL_ID = 'blog-tab-panel';

interface BlogTabsProps {
  selected: BlogTabId;
  onSelect: (tab: BlogTabId) => void;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** ARIA tabs over the list; the arrow keys move between tabs and choose them at once. */
export function BlogTabs({ selected, onSelect }: BlogTabsProps) {
  const { t } = useTranslation(NAMESPACE);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, BLOG_TABS.length);
    buttons.current[next]?.focus();
    onSelect(BLOG_TABS[next]!.id);
  };

  return (
    <div role="tablist" aria-label={t('blog.tabs.label')} className={styles.tabs}>
      {BLOG_TABS.map((tab, index) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={active}
            aria-controls={BLOG_TAB_PANEL_ID}
            tabIndex={active ? 0 : -1}
            className={styles.tab}
            // The selected tab too: choosing it again starts it over (page 1, no keyword).
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`blog.tabs.${tab.id}`)}
          </button>
        );
      })}
    </div>
  );
}
