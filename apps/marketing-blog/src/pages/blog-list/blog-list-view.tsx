import { useEffect, useRef } from 'react';
import { keepLanguage, Link, useLocation, useNavigate, useViewKey, type To } from '@echowatch/routing';
import { ContentWidth, PageBanner } from '@echowatch/ui';
import { useTexts } from '../../i18n/texts';
import { ContentNotFound } from '../blog-parts/content-not-found';
import { useBlogPosts } from '../blog-parts/use-blog-posts';
import type { MarketingTextKey } from '../../i18n/texts';
import { BlogResults } from './blog-results';
import { BlogSearch } from './blog-search';
import { CategoryBreadcrumbs } from './category-breadcrumbs';
import { BLOG_TAB_PANEL_ID, BlogTabs, tabId } from './blog-tabs';
import {
  categoryOf,
  listHref,
  listQuery,
  needsPageReset,
  showsTabs,
  withKeyword,
  withTab,
  type BlogListSetup,
} from './blog-list-state';
import { useBlogListState } from './use-blog-list-state';
import { useScrollAfterLoad } from './use-scroll-after-load';
import * as styles from './blog-list.module.css';

const TITLE_ID = 'blog-list-title';

const addressOf = (to: To): string => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`);

/** Text keys of the banner title, the banner text and the list heading. */
export interface BlogListTexts {
  title: MarketingTextKey;
  text: MarketingTextKey;
  heading: MarketingTextKey;
}

interface BlogListViewProps {
  /** Must keep its identity between renders (a constant or a memo). */
  setup: BlogListSetup;
  texts: BlogListTexts;
  showReport?: boolean;
}

/**
 * The blog-list layout: banner with search, Vietnamese tabs where the list has them, then the
 * posts. Its whole state lives in the URL, so back and forward restore it.
 */
export function BlogListView({ setup, texts, showReport }: BlogListViewProps) {
  const { t, language } = useTexts();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { state, go } = useBlogListState(setup);
  const load = useBlogPosts(state ? listQuery(setup, state, language) : null);
  const listRef = useRef<HTMLDivElement>(null);
  const resetHref =
    state && load.status === 'ready' && needsPageReset(state, load.result) ? listHref(setup, { ...state, page: 1 }) : null;

  useEffect(() => {
    if (resetHref) navigate(resetHref, { replace: true });
  }, [navigate, resetHref]);
  // The first page of a visit (the server's, which a language switch keeps) stays where the visitor
  // starts reading; a list reached by navigating, or changed here, scrolls into view.
  const servedPage = useViewKey() === 'default';
  useScrollAfterLoad(listRef, load.status === 'ready' && !resetHref ? load.key : null, servedPage);

  if (!state) return <ContentNotFound />;
  const tabs = showsTabs(setup, language);
  // A category's page is under the blog: its trail says so, and without the tab bar (English) a line says which category it lists.
  const crumbCategory = categoryOf(setup, state);
  const category = tabs ? null : crumbCategory;
  const results = (
    <BlogResults
      state={state}
      load={load}
      heading={t(texts.heading)}
      hrefFor={(page) => listHref(setup, { ...state, page })}
      showReport={showReport}
    />
  );
  return (
    <section className={styles.page} aria-labelledby={TITLE_ID}>
      <PageBanner
        scale="hero"
        titleId={TITLE_ID}
        title={t(texts.title)}
        lead={t(texts.text)}
        breadcrumbs={crumbCategory && <CategoryBreadcrumbs category={crumbCategory} />}
      >
        <BlogSearch
          keyword={state.keyword}
          action={listHref(setup, { ...state, page: 1, keyword: '' })}
          onSearch={(keyword) => go(withKeyword(state, keyword))}
        />
      </PageBanner>
      {/* The tabs and the list are scrolled to together, so the tabs stay in view. */}
      <ContentWidth ref={listRef} className={styles.content}>
        {tabs && (
          <BlogTabs
            selected={state.tab}
            onSelect={(tab) => go(withTab(tab))}
            hrefOf={(tab) => addressOf(keepLanguage(listHref(setup, withTab(tab)), search))}
          />
        )}
        {category && (
          <p className={styles.category}>
            <span>{t('blog.category.showing', { category: t(`blog.categories.${category}`) })}</span>
            <Link to={listHref(setup, withTab('all'))}>{t('blog.category.all')}</Link>
          </p>
        )}
        {tabs ? (
          <div role="tabpanel" id={BLOG_TAB_PANEL_ID} aria-labelledby={tabId(state.tab)}>
            {results}
          </div>
        ) : (
          results
        )}
      </ContentWidth>
    </section>
  );
}
