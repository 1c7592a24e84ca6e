import { TabList } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';
import { BLOG_TABS, type BlogTabId } from './blog-list-state';
import * as styles from './blog-list.module.css';

export const tabId = (id: BlogTabId) => `blog-tab-${id}`;
export const BLOG_TAB_PANEL_ID = 'blog-tab-panel';

interface BlogTabsProps {
  selected: BlogTabId;
  onSelect: (tab: BlogTabId) => void;
  /** Each tab's address: the tabs are links a visitor can follow before the page is live. */
  hrefOf: (tab: BlogTabId) => string;
}

/**
 * ARIA tabs over the list; every tab controls the one list panel the page draws below. The
 * selected tab reports clicks too: choosing it again starts it over (page 1, no keyword).
 */
export function BlogTabs({ selected, onSelect, hrefOf }: BlogTabsProps) {
  const { t } = useTexts();
  return (
    <TabList
      label={t('blog.tabs.label')}
      tabs={BLOG_TABS.map((tab) => ({ id: tab.id, label: t(tab.id === 'all' ? 'blog.tabs.all' : `blog.categories.${tab.id}`) }))}
      selected={selected}
      onSelect={onSelect}
      hrefOf={hrefOf}
      tabId={tabId}
      panelId={() => BLOG_TAB_PANEL_ID}
      className={styles.tabs}
    />
  );
}
