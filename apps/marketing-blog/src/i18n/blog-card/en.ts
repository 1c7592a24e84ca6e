import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/** English texts of a blog card (type labels, categories, links), which the home page shows too. */
export const en: Translation<typeof vi> = {
  blog: {
    types: {
      marketingKnowledge: 'Marketing knowledge',
      solutionHandbook: 'Solution handbook',
      expertOpinion: 'Expert opinion',
      industryReport: 'Industry report',
    },
    categories: {
      marketingKnowledge: 'Marketing knowledge',
      solutionHandbook: 'Solution handbook',
      expertHub: 'Expert hub',
    },
    card: {
      readMore: 'Read more',
      readMoreAbout: 'Read more: {{title}}',
      downloadReport: 'Download report',
      downloadReportAbout: 'Download report: {{title}}',
    },
  },
};
