import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/** English texts of the blog list (/discovery), whose list, search and pager the insight list shares. */
export const en: Translation<typeof vi> = {
  blog: {
    tabs: {
      label: 'Article categories',
      all: 'All',
    },
    category: {
      showing: 'Category: {{category}}',
      all: 'See all articles',
      description: {
        marketingKnowledge: 'Marketing knowledge from {{brand}}: social listening, brand measurement and understanding customers through data.',
        solutionHandbook: 'The {{brand}} solution handbook: how businesses and agencies use social listening to monitor, alert and report.',
        expertHub: 'The {{brand}} expert hub: analyses, industry reports and views on what social media and the news are saying.',
      },
    },
    banner: {
      title: 'Discover social listening know-how',
      text: 'Articles, handbooks and industry reports that help you understand customers through what they say on social media and in the news.',
    },
    search: {
      label: 'Search articles',
      placeholder: 'Type a keyword, e.g. crisis',
      submit: 'Search',
    },
    list: {
      heading: 'Articles',
      resultsFor: 'Results for “{{keyword}}”',
      count_one: '{{count}} article',
      count_other: '{{count}} articles',
      loading: 'Loading articles…',
      empty: 'There are no articles here yet.',
      emptyKeyword: 'No articles found for “{{keyword}}”. Try another keyword.',
      failed: 'The articles could not be loaded. Please check your connection and try again.',
      retry: 'Try again',
    },
    pagination: {
      label: 'Pagination',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page {{page}}',
    },
  },
};
