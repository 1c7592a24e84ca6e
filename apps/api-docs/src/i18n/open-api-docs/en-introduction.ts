import type { Translation } from '@echowatch/remote-kit';
import type { viIntroduction } from './vi-introduction';

/** English strings of the Introduction section. */
export const enIntroduction: Translation<typeof viIntroduction> = {
  description: {
    summary:
      'The {{brand}} Open API is a REST API that lets your own systems read the data your organization monitors in {{brand}}: the topics you follow, the articles collected from online news, social networks and forums together with their sentiment, the alerts raised on your topics and the statistics behind your dashboards.',
    offersTitle: 'What the API gives you',
    offers: {
      topics: 'Topics: the topics and topic groups your organization follows.',
      search:
        'Article search: news and social articles of a topic or topic group, filtered by date, sentiment, source, keyword and article type.',
      detail: 'Article detail: the full record of one or more articles.',
      alerts: 'Alerts: your alert settings and the alert notifications sent to a user, read or unread.',
      statistics:
        'Statistics: mentions by source, sentiment, top publishing domains, top interaction sources, demographics, Facebook group and news group statistics.',
    },
    connectionTitle: 'Connection',
    baseUrlTerm: 'Base URL',
    baseUrlNote: 'Every path in this documentation is relative to this address (base path /open-api on the API host).',
    protocolTerm: 'Protocol',
    protocolText: 'HTTPS only; requests and responses are JSON encoded in UTF-8.',
    headersTerm: 'Required headers',
    headersText: 'Send both headers with every request:',
    responseTerm: 'Response',
    responseText:
      'Every response carries code, message and data; code 0 or 10 means success (see Integration support).',
    keyPlaceholder: '<your API key>',
    accessTitle: 'Access and API keys',
    accessKey:
      'An organization administrator creates the API key in the organization management section, under "API integration". Keep the key on your servers: anyone who holds it can read your organization\'s data.',
    accessModules:
      'Some modules, such as sentiment processing, need access granted to your organization. Calling a module you have not been granted returns code 12 (This module is not accessible).',
    conventionsTitle: 'Conventions',
    conventions: {
      dateFormat: 'Dates and times use the format {{format}}, for example 2025/03/01 08:00:00.',
      dateRange: 'The range from date_from to date_to may not exceed {{days}} days; a longer range returns code 19.',
      topic: 'Search and statistics requests need either topic_id or group_topic_id.',
      paging:
        'Pages are numbered from {{first}}. Article search returns {{defaultSize}} articles per page by default and at most {{maxSize}} (the size parameter); alert notifications also return at most {{maxSize}} per page.',
    },
    exampleTitle: 'Example request',
    exampleIntro: 'Search the {{size}} newest articles of one topic in March 2025:',
  },
  diagram: {
    intro:
      'Your system calls the API over HTTPS. The API gateway checks the Api-Key of every request before it reaches the {{brand}} data platform, which collects mentions from online news, social networks and forums, classifies their sentiment and indexes them for search and statistics.',
    title: '{{brand}} Open API system diagram',
    desc: 'Your client system sends a request with its Api-Key to the API gateway and receives a JSON response. The gateway checks the key and queries the {{brand}} data platform. Inside the platform, collection gathers mentions from online news, social networks and forums, sentiment classification labels each one positive, neutral or negative, and the index serves search and statistics to the API.',
    caption: 'Figure 1. How a request travels from your system through the API gateway to the {{brand}} data platform.',
    client: 'Your system',
    clientNote: 'REST calls over HTTPS',
    request: 'Request + Api-Key',
    response: 'JSON response',
    gateway: 'API gateway',
    gatewayNote: 'Api-Key check',
    query: 'Data query',
    platform: '{{brand}} data platform',
    index: 'Index',
    indexNote: 'Search and statistics',
    classification: 'Sentiment classification',
    classificationNote: 'Positive, neutral, negative',
    collection: 'Collection',
    collectionNote: 'Online news, social networks, forums',
  },
  process: {
    intro: 'Most integrations go live in seven steps. Each step lists the calls it uses.',
    callsLabel: 'Calls used in this step',
    steps: {
      access: {
        title: 'Request access and create an API key',
        body: 'Ask your {{brand}} account manager to enable the Open API for your organization, then have an organization administrator create an API key in the organization management section, under "API integration".',
      },
      topics: {
        title: 'Choose the topics to integrate',
        body: 'Decide which topics or topic groups your system needs. The API only returns topics your organization monitors in {{brand}}, so set them up in the application first.',
      },
      topicList: {
        title: 'Read the topic list',
        body: 'Call the topic list to get the topic_id of each topic and the id of each topic group. A parent_topic_id of 0 means the topic belongs to no group.',
      },
      search: {
        title: 'Search articles',
        body: 'Search news and social articles for a topic_id or group_topic_id over at most {{days}} days. Page through the results from page 0, up to {{maxSize}} per page, and fetch full records with article detail.',
      },
      alerts: {
        title: 'Poll alerts',
        body: 'Read the alert settings of a user, then poll their alert notifications at a steady interval. The read filter takes 0 for unread, 1 for read and 2 for both.',
      },
      codes: {
        title: 'Handle response codes',
        body: 'Check code on every response: correct the request on 11, 18 and 19, renew the key on 14 and 15, ask for access on 12 and retry after a pause on 16.',
      },
      live: {
        title: 'Go live',
        body: 'Test the whole flow with your real topics, store the API key as a secret on your servers, log every response code, then switch on production traffic. Tell integration support before large historical imports.',
      },
    },
  },
  support: {
    summary:
      'The {{brand}} integration team helps you from the first call to go-live: module access, API keys, query design and error investigation.',
    contactLabel: 'Integration support contacts',
    hotline: 'Hotline',
    email: 'Email',
    whatToSend:
      'When you contact us, include the request path, the time of the call and the code and message you received. Never send the API key itself.',
    codesIntro: 'Every response carries a code. These are the codes the Open API returns and what to do about each.',
    codesCaption: 'Open API response codes',
    columns: { code: 'Code', meaning: 'Meaning', action: 'What to do' },
    codes: {
      success: { meaning: 'Success.', action: 'Read the result in data.' },
      successAlt: { meaning: 'Success (returned by some calls instead of 0).', action: 'Read the result in data.' },
      invalidParams: {
        meaning: 'Invalid parameters: a required parameter is missing or malformed.',
        action: 'Check parameter names, types and required fields, then send the request again.',
      },
      moduleNotAccessible: {
        meaning: 'This module is not accessible.',
        action: 'Your organization has not been granted this module; contact integration support to request access.',
      },
      invalidToken: {
        meaning: 'Invalid token: the API key does not exist, has expired or is locked.',
        action: 'Check the Api-Key header, or create a new key under "API integration".',
      },
      tokenExpired: {
        meaning: 'The token has expired.',
        action: 'Create a new API key under "API integration" and replace the old one.',
      },
      tryAgainLater: {
        meaning: 'Try again later: a temporary system problem.',
        action: 'Retry with an increasing pause; contact integration support if it persists.',
      },
      inaccessibleContent: {
        meaning: 'Inaccessible content.',
        action: 'The content is outside your organization\'s topics or no longer available; do not retry it.',
      },
      invalidDateTime: {
        meaning: 'Invalid date time format.',
        action: 'Send dates and times as {{format}}.',
      },
      rangeExceeded: {
        meaning: 'Exceeded query time of {{days}} days.',
        action: 'Split the query into ranges of at most {{days}} days.',
      },
    },
  },
};
