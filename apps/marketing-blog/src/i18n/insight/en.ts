import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/** English texts of the insight list, drawn with the blog list's layout. */
export const en: Translation<typeof vi> = {
  blog: {
    insight: {
      title: 'Insight reports',
      text: 'Industry reports and expert views drawn from online conversation data, each with the full report to download.',
      heading: 'Reports and views',
    },
  },
};
