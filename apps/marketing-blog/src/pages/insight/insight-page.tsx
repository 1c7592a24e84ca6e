import { useMemo } from 'react';
import { EXPERT_HUB_TYPE_IDS } from '@echowatch/api-client';
import type { SiteConfig } from '@echowatch/contracts';
import { usePageTitle, useSiteConfig } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import { BlogListView, type BlogListTexts } from '../blog-list/blog-list-view';
import type { BlogListSetup } from '../blog-list/blog-list-state';

const TEXTS: BlogListTexts = { title: 'blog.insight.title', text: 'blog.insight.text', heading: 'blog.insight.heading' };

/** The insight list: expert-hub posts, under the path the configuration gives the route. */
export const insightSetup = ({ routes }: Pick<SiteConfig, 'routes'>): BlogListSetup => ({
  basePath: routes.insight.replace(/\/+$/, ''),
  tabs: false,
  typeIds: EXPERT_HUB_TYPE_IDS,
});

/** The insight route (path from configuration): expert-hub posts, each card with its report download. */
export function InsightPage() {
  const { t } = useTexts();
  const { routes } = useSiteConfig();
  // The insight route's path comes from configuration; the document is named after the page itself.
  usePageTitle(t(TEXTS.title));
  const setup = useMemo(() => insightSetup({ routes }), [routes]);
  return <BlogListView setup={setup} texts={TEXTS} showReport />;
}
