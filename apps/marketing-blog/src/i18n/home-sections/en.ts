import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/** English texts of the home page's latest posts, below the pricing teaser. */
export const en: Translation<typeof vi> = {
  home: {
    latest: {
      title: 'Latest articles',
      loading: 'Loading the latest articles…',
      failed: 'The latest articles could not be loaded. Please try again.',
      retry: 'Try again',
      all: 'See all articles',
    },
  },
};
