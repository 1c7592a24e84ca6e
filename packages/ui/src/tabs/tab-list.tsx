import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { targetIndex } from './tab-keys';
import * as styles from './tabs.module.css';

export type TabsVariant = 'underline' | 'pill' | 'folder';

export interface TabItem<T extends string> {
  id: T;
  /** Already translated by the caller: the kit has no texts of its own. */
  label: ReactNode;
}

export interface TabListProps<T extends string> {
  /** The accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  /** Called on every click, the selected tab's too (a page may start its list over on it). */
  onSelect: (id: T) => void;
  tabId: (id: T) => string;
  /** The panel each tab controls; several tabs may control one shared panel. */
  panelId: (id: T) => string;
  variant?: TabsVariant;
  className?: string;
}

/**
 * The row of ARIA tabs alone, for pages that draw their panel themselves. The selected tab is the
 * one tab stop (roving tabindex); the arrow keys, Home and End move between tabs and select the
 * tab they land on at once, as the tabs only switch what is already on the page.
 */
export function TabList<T extends string>(props: TabListProps<T>) {
  const { label, tabs, selected, onSelect, tabId, panelId, variant = 'underline', className } = props;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = targetIndex(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    onSelect(tabs[target]!.id);
    buttons.current[target]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={join(styles.tablist, styles[variant], className)}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={isSelected}
            aria-controls={panelId(tab.id)}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function join(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}
