import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/** English texts of parts several pages share: the not-found screen, the calls to action, the breadcrumbs. */
export const en: Translation<typeof vi> = {
  common: {
    notFound: {
      message: 'Content does not exist',
      backHome: 'Back to Home page',
    },
    cta: {
      reportService: 'Request the report service',
      register: 'Start your free 15-day trial',
      packages: 'See pricing',
    },
    opensInNewWindow: '(opens in a new window)',
    breadcrumb: {
      label: 'Breadcrumb',
      home: 'Home',
      blog: 'Blog',
    },
  },
};
