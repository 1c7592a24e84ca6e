import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/** English texts of the three solution pages, by slug. */
export const en: Translation<typeof vi> = {
  solutions: {
    'brand-health-measurement': {
      name: 'Brand health measurement',
      title: 'Measure brand health with real conversation data',
      lead: 'Know what customers say, how they feel and who they compare you with, updated every day instead of waiting for a quarterly survey.',
      ctaTitle: 'Start measuring your brand’s health',
    },
    'campaign-performance-tracking': {
      name: 'Campaign performance tracking',
      title: 'Track campaign performance in real time',
      lead: 'See how a campaign lands in its very first days, so you can adjust the message and the budget while there is still time.',
      ctaTitle: 'Measure your next campaign',
    },
    'customer-care': {
      name: 'Customer care',
      title: 'Customer care from what people say online',
      lead: 'Find customers complaining in groups, under news articles or on their own profiles, and respond before they leave your brand.',
      ctaTitle: 'Listen to customers wherever they speak up',
    },
  },
};
