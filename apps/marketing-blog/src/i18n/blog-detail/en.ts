import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/** English texts of the article page (/blog-detail/{slug}); the cards of its related posts are in blog-card. */
export const en: Translation<typeof vi> = {
  blog: {
    detail: {
      loading: 'Loading the article…',
      failed: 'The article could not be loaded. Please check your connection and try again.',
      retry: 'Try again',
      postedAt: 'Posted on',
      // A post's publication day, written as the language writes a date.
      date: '{{monthName}} {{day}}, {{year}}',
      months: {
        january: 'January',
        february: 'February',
        march: 'March',
        april: 'April',
        may: 'May',
        june: 'June',
        july: 'July',
        august: 'August',
        september: 'September',
        october: 'October',
        november: 'November',
        december: 'December',
      },
      report: 'Full report',
      reportText: 'Download the full report with detailed figures and the collection method.',
      downloadReport: 'Download report (PDF)',
      share: 'Share this article',
      related: 'Related articles',
      language: {
        name: { vi: 'Vietnamese', en: 'English' },
        writtenIn: 'This article is written in {{language}}.',
        onlyIn: 'This article is only available in {{language}}.',
        readTranslation: 'Read it in English',
        seeArticles: 'See the articles in English',
      },
    },
  },
};
