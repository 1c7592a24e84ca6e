import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

export const en: Translation<typeof vi> = {
  layout: {
    panelTitle: 'Account support',
    introTitle: 'About {{brand}}',
    intro:
      '{{brand}} follows mentions of your organization across news sites, social networks and forums, classifies them as positive, neutral or negative, and alerts you as soon as unfavorable coverage appears.',
    supportTitle: 'Need help?',
    supportText: 'The {{brand}} team is here to help you create an account, log in and recover access to the system.',
    emailLabel: 'Support email',
    hotlineLabel: 'Hotline',
    needsScript: 'This page needs JavaScript: its forms check your details and a captcha in your browser. Turn JavaScript on, then reload the page.',
  },
};
