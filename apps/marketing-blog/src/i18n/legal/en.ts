import type { Translation } from '@echowatch/remote-kit';
import type { vi } from './vi';

/** English texts the terms and privacy pages share. */
export const en: Translation<typeof vi> = {
  legal: {
    contents: 'Contents',
    updated: 'Last updated:',
  },
};
