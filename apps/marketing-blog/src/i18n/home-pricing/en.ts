import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/**
 * English texts of the home page's pricing teaser, a static part: the browser
 * loads them only when it draws the teaser itself (client navigation).
 * Its prices, limits and currency come from the pricing catalog; these texts hold only the words
 * around them.
 */
export const en: Translation<typeof vi> = {
  home: {
    pricing: {
      title: 'Clear pricing for every size of team',
      text: 'Plans for businesses, government bodies and agencies, paid monthly.',
      perMonth: '{{price}}/month',
      mentions: '{{amount}} mentions a month',
      accounts_one: '{{count}} account',
      accounts_other: '{{count}} accounts',
      trial: 'Free {{days}}-day trial with {{items}} data items, no payment card needed.',
      cta: 'See full pricing',
    },
  },
};
