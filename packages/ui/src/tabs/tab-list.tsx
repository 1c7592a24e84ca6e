import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { targetIndex } from './tab-keys';
import { useHydrated } from './use-hydrated';
import * as styles from './tabs.module.css';

export type TabsVariant = 'underline' | 'folder';

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
  /**
   * The address of each tab, for tabs whose choice lives in the address: the tabs are then links,
   * which a visitor can follow before the page's code has arrived (or without it); once the page is
   * live they switch in place like any tab.
   */
  hrefOf?: (id: T) => string;
}

// A click the browser should handle itself: a new tab or window, a download.
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The row of ARIA tabs alone, for pages that draw their panel themselves. The selected tab is the
 * one tab stop (roving tabindex); the arrow keys, Home and End move between tabs and select the
 * tab they land on at once, as the tabs only switch what is already on the page.
 */
export function TabList<T extends string>(props: TabListProps<T>) {
  const { label, tabs, selected, onSelect, tabId, panelId, variant = 'underline', className, hrefOf } = props;
  const buttons = useRef<(HTMLElement | null)[]>([]);
  // Links before the page is live: each is a stop for Tab, as the arrow keys need the page's code.
  const live = useHydrated() || !hrefOf;

  function onKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    const target = targetIndex(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    onSelect(tabs[target]!.id);
    buttons.current[target]?.focus();
  }

  const Tab = hrefOf ? 'a' : 'button';
  return (
    <div role="tablist" aria-label={label} className={join(styles.tablist, styles[variant], className)}>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <Tab
            key={tab.id}
            ref={(element: HTMLElement | null) => {
              buttons.current[index] = element;
            }}
            href={hrefOf?.(tab.id)}
            type={hrefOf ? undefined : 'button'}
            role="tab"
            id={tabId(tab.id)}
            aria-selected={isSelected}
            aria-controls={panelId(tab.id)}
            tabIndex={live ? (isSelected ? 0 : -1) : undefined}
            className={styles.tab}
            onClick={(event: MouseEvent<HTMLElement>) => {
              if (hrefOf && opensElsewhere(event)) return;
              event.preventDefault();
              onSelect(tab.id);
            }}
            onKeyDown={(event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </div>
  );
}

export function join(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}
