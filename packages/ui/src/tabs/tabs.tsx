import { useId, type ReactNode } from 'react';
import { join, TabList, type TabItem, type TabsVariant } from './tab-list';
import * as styles from './tabs.module.css';

export interface TabWithPanel<T extends string> extends TabItem<T> {
  panel: ReactNode;
}

export interface TabsProps<T extends string> {
  label: string;
  tabs: readonly TabWithPanel<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /**
   * Stem of the tab and panel ids (`<prefix>-tab-<id>`, `<prefix>-panel-<id>`). Without it the ids
   * come from React's useId, which is the same on the server and in the browser.
   */
  idPrefix?: string;
  variant?: TabsVariant;
  className?: string;
  tablistClassName?: string;
  panelClassName?: string;
  /** Each tab's address, for tabs whose choice lives in the address (see TabList). */
  hrefOf?: (id: T) => string;
  /** A panel holding only text takes the focus itself after the tabs, so a keyboard reaches it. */
  focusablePanels?: boolean;
}

/**
 * Tabs with their panels on the page. Every panel is in the markup so each tab's aria-controls
 * points at something, but only the selected one renders its content.
 */
export function Tabs<T extends string>(props: TabsProps<T>) {
  const { label, tabs, selected, onSelect, variant, className, tablistClassName, panelClassName, focusablePanels } = props;
  const generatedId = useId();
  const prefix = props.idPrefix ?? generatedId;
  const tabId = (id: T) => `${prefix}-tab-${id}`;
  const panelId = (id: T) => `${prefix}-panel-${id}`;

  return (
    <div className={className}>
      <TabList
        label={label}
        tabs={tabs}
        selected={selected}
        onSelect={onSelect}
        tabId={tabId}
        panelId={panelId}
        variant={variant}
        className={tablistClassName}
        hrefOf={props.hrefOf}
      />
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          tabIndex={focusablePanels ? 0 : undefined}
          className={join(styles.panel, panelClassName)}
        >
          {tab.id === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}
