import type { Language } from '@echowatch/contracts';
import { initSiteI18n, LANGUAGES } from '@echowatch/remote-kit';

/**
 * One block of server-render tests per language, with the shared i18n instance in that language
 * and a first test that proves the file runs in Node with no DOM, as the shell's server does (a
 * page that touched `window` while rendering would pass under jsdom and fail in production).
 */
export function describeOnServerInEachLanguage(body: (language: Language) => void): void {
  describe.each([...LANGUAGES])('in %s', (language) => {
    beforeAll(async () => {
      await initSiteI18n({ language });
    });

    it('has no DOM to lean on', () => {
      expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
      expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    });

    body(language);
  });
}
