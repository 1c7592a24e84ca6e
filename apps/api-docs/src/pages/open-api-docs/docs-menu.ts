import type { ComponentType } from 'react';
import type { TextKey } from '@echowatch/remote-kit';
import type { vi } from '../../i18n/open-api-docs/vi';
import { IntegrationProcess } from './introduction/integration-process';
import { IntegrationSupport } from './introduction/integration-support';
import { IntroDescription } from './introduction/intro-description';
import { SystemDiagram } from './introduction/system-diagram';

/** The text of a section's or an item's title, e.g. `sections.alerts.items.alertSettings`. */
export type DocsTitleKey = Extract<TextKey<typeof vi>, `sections.${string}`>;

/** The Open API call an item documents; the generated reference pages are keyed by it. */
export interface DocsEndpoint {
  method: 'GET' | 'POST';
  path: string;
}

/**
 * An item shows its own Content, or else the reference of its endpoint generated from the OpenAPI
 * document; an item with neither (or an endpoint the document lacks) shows "Đang cập nhật...".
 */
export interface DocsItem {
  /** Stable: deep links (/open-api-docs/<section>/<item>) and in-page anchors depend on it. */
  slug: string;
  titleKey: DocsTitleKey;
  Content?: ComponentType;
  endpoint?: DocsEndpoint;
}

export interface DocsSection {
  /** Stable: the first segment of a deep link. */
  slug: string;
  titleKey: DocsTitleKey;
  items: readonly DocsItem[];
}

function reference(slug: string, titleKey: DocsTitleKey, endpoint: DocsEndpoint): DocsItem {
  return { slug, titleKey, endpoint };
}

const post = (path: string): DocsEndpoint => ({ method: 'POST', path });

/** The docs always have a first section: it is shown at start and for unknown paths. */
export type DocsMenu = readonly [DocsSection, ...DocsSection[]];

export const DOCS_MENU: DocsMenu = [
  {
    slug: 'introduction',
    titleKey: 'sections.introduction.title',
    items: [
      { slug: 'description', titleKey: 'sections.introduction.items.description', Content: IntroDescription },
      { slug: 'system-diagram', titleKey: 'sections.introduction.items.systemDiagram', Content: SystemDiagram },
      {
        slug: 'integration-process',
        titleKey: 'sections.introduction.items.integrationProcess',
        Content: IntegrationProcess,
      },
      {
        slug: 'integration-support',
        titleKey: 'sections.introduction.items.integrationSupport',
        Content: IntegrationSupport,
      },
    ],
  },
  {
    slug: 'news-articles',
    titleKey: 'sections.newsArticles.title',
    items: [
      reference('topic-list', 'sections.newsArticles.items.topicList', { method: 'GET', path: '/topic/list' }),
      reference('article-search', 'sections.newsArticles.items.articleSearch', post('/news/search')),
      reference('article-detail', 'sections.newsArticles.items.articleDetail', post('/news/view-article')),
    ],
  },
  {
    slug: 'alerts',
    titleKey: 'sections.alerts.title',
    items: [
      reference('alert-settings', 'sections.alerts.items.alertSettings', post('/user/list-alert-setting')),
      reference(
        'alert-notifications',
        'sections.alerts.items.alertNotifications',
        post('/notification/internal/user/get'),
      ),
      reference(
        'alert-notification-detail',
        'sections.alerts.items.alertNotificationDetail',
        post('/notification/get-article'),
      ),
    ],
  },
  {
    slug: 'statistics',
    titleKey: 'sections.statistics.title',
    items: [
      reference('mentions-by-source', 'sections.statistics.items.mentionsBySource', post('/statistics/sources')),
      reference('sentiment', 'sections.statistics.items.sentiment', post('/statistics/sentiments')),
      reference('top-domains', 'sections.statistics.items.topDomains', post('/statistics/domains')),
      reference(
        'top-interaction-sources',
        'sections.statistics.items.topInteractionSources',
        post('/statistics/interactions'),
      ),
      reference('demographics', 'sections.statistics.items.demographics', post('/statistics/demographic')),
      reference('facebook-groups', 'sections.statistics.items.facebookGroups', post('/statistics/fb-group')),
      reference('news-groups', 'sections.statistics.items.newsGroups', post('/statistics/news-group')),
    ],
  },
];

/** The element id of an item in the content pane, the target of the in-page links. */
export function itemAnchorId(section: DocsSection, item: DocsItem): string {
  return `api-docs-${section.slug}-${item.slug}`;
}
