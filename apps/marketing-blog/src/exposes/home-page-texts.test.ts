import { initSiteI18n } from '@echowatch/remote-kit';
import * as texts from '../i18n/texts';
import { prepare } from './home-page';

// The home page is the site's front door: it brings the texts of what it shows, in the visitor's
// language, and nothing of the long pages (the legal texts, the FAQ).
describe('the home page', () => {
  it('loads only the text groups it renders', async () => {
    await initSiteI18n({ language: 'en' });
    const loads = texts.allTexts.map((group) => jest.spyOn(group, 'load'));
    await prepare('en');
    const loaded = texts.allTexts.filter((_group, index) => loads[index]!.mock.calls.length > 0);
    expect(loaded).toEqual([
      texts.commonTexts,
      texts.blogCardTexts,
      texts.homeTexts,
      texts.homeSlidesTexts,
      texts.homeSectionsTexts,
    ]);
    for (const load of loads) expect(load.mock.calls.every(([language]) => language === 'en')).toBe(true);
    // The pricing teaser is a static part: its texts come to the browser only when it draws it.
    for (const group of [texts.homePricingTexts, texts.legalTexts, texts.termsTexts, texts.privacyTexts, texts.faqTexts]) {
      expect(loaded).not.toContain(group);
    }
  });
});
