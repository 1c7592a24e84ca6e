import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/** English texts of the home page's first screen: the carousel with its first slide. */
export const en: Translation<typeof vi> = {
  home: {
    title: '{{brand}} – Social listening and online reputation monitoring',
    carousel: {
      roledescription: 'carousel',
      label: 'Highlights',
      slide: 'Slide',
      slideLabel: '{{index}} of {{count}}',
      pause: 'Pause',
      pauseLabel: 'Pause slideshow',
      play: 'Play',
      playLabel: 'Play slideshow',
      goTo: 'Slide {{index}} of {{count}}',
    },
    cta: {
      register: 'Start your free 15-day trial',
      packages: 'See pricing',
    },
    slides: {
      listening: {
        eyebrow: 'Social listening',
        title: 'Hear every conversation about your brand',
        text: '{{brand}} collects mentions from news, social networks, forums and video, and classifies their sentiment as soon as they appear.',
      },
    },
  },
};
