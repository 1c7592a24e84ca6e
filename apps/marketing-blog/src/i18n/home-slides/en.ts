import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/** English texts of the home carousel's later slides. */
export const en: Translation<typeof vi> = {
  home: {
    slides: {
      alerts: {
        eyebrow: 'Crisis alerts',
        title: 'Know about negative news before it spreads',
        text: 'Alerts in the app, on the web and by email within minutes, with the original post and its reach so you respond in the right place.',
        cta: 'Explore alerts',
      },
      reports: {
        eyebrow: 'Report service',
        title: 'In-depth reports analyzed by experts',
        text: 'Brand health, industry, campaign and media case reports, weekly, monthly or quarterly, delivered to your inbox.',
        cta: 'See insight reports',
      },
      knowledge: {
        eyebrow: 'Blog',
        title: 'Social listening know-how for marketers',
        text: 'Solution handbooks, expert views and industry reports, updated every week.',
        cta: 'Explore the blog',
      },
    },
  },
};
