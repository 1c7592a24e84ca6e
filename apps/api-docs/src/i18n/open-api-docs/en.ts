import type { Translation } from '@echowatch/remote-kit';
import { enIntroduction } from './en-introduction';
import { enReference } from './en-reference';
import type { vi } from './vi';

/** English strings of the Open API documentation. */
export const en: Translation<typeof vi> = {
  page: {
    title: 'Open API documentation',
    lead: 'Connect your own systems to {{brand}} data: topics, articles from news and social networks, alerts and statistics, through one REST API.',
  },
  menu: {
    label: 'Open API documentation menu',
    toggle: 'Documentation contents',
  },
  onThisPage: 'On this page',
  updating: 'Updating...',
  sections: {
    introduction: {
      title: 'Introduction',
      items: {
        description: 'Description',
        systemDiagram: 'System diagram',
        integrationProcess: 'Integration process',
        integrationSupport: 'Integration support',
      },
    },
    newsArticles: {
      title: 'News articles',
      items: { topicList: 'Topic list', articleSearch: 'Article search', articleDetail: 'Article detail' },
    },
    alerts: {
      title: 'Alerts',
      items: {
        alertSettings: 'Alert setting list',
        alertNotifications: 'Alert notification list',
        alertNotificationDetail: 'Alert notification detail',
      },
    },
    statistics: {
      title: 'Statistics',
      items: {
        mentionsBySource: 'Mentions by source',
        sentiment: 'Sentiment',
        topDomains: 'Top publishing domains',
        topInteractionSources: 'Top interaction sources',
        demographics: 'Demographics',
        facebookGroups: 'Facebook group statistics',
        newsGroups: 'News group statistics',
      },
    },
  },
  intro: enIntroduction,
  reference: enReference,
};
