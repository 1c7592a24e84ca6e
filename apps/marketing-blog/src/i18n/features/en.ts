import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/** English texts of the three feature pages, by slug. */
export const en: Translation<typeof vi> = {
  features: {
    'collecting-data': {
      name: 'Data collection',
      title: 'Collect data wherever customers speak up',
      lead: 'News, social networks, forums, blogs and video: EchoWatch collects mentions continuously, including Vietnamese typed without diacritics and slang.',
      ctaTitle: 'See the data about your brand',
    },
    'data-analysis': {
      name: 'Data analysis',
      title: 'Analyze data to understand what customers really think',
      lead: 'Sentiment, topics, sources and demographics on one dashboard, so numbers turn into decisions.',
      ctaTitle: 'Turn conversation data into decisions',
    },
    'alert-report': {
      name: 'Alerts and reports',
      title: 'Instant alerts and automatic reports',
      lead: 'Get alerted when negative news spikes, and receive regular reports without compiling the numbers yourself.',
      ctaTitle: 'Never let a crisis take you by surprise',
    },
  },
};
