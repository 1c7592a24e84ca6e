import { initSiteI18n, type TextGroup } from '@echowatch/remote-kit';
import type { Language } from '@echowatch/contracts';
import * as texts from '../i18n/texts';

type Prepare = (language: Language) => Promise<void>;

// Texts only static parts read are loaded by the server, which renders those parts; a browser
// hydrating the page keeps their markup and never needs them (it loads them itself only when it
// draws such a part, after a client navigation).
const PAGES: Array<[string, () => Promise<{ prepare: Prepare }>, TextGroup[]]> = [
  ['home', () => import('./home-page'), [texts.homePricingTexts]],
  ['terms', () => import('./terms-page'), [texts.termsTexts, texts.legalTexts, texts.commonTexts]],
  ['privacy', () => import('./privacy-page'), [texts.privacyTexts, texts.legalTexts, texts.commonTexts]],
  ['solution', () => import('./solution-page'), [texts.productDetailsTexts]],
  ['feature', () => import('./feature-page'), [texts.productDetailsTexts]],
];

describe('texts of static parts', () => {
  beforeAll(() => initSiteI18n({ language: 'en' }));
  afterEach(() => jest.restoreAllMocks());

  it.each(PAGES)('are not loaded by the %s page in the browser', async (_name, load, staticGroups) => {
    const { prepare } = await load();
    const loads = staticGroups.map((group) => jest.spyOn(group, 'load'));
    await prepare('en');
    for (const spy of loads) expect(spy).not.toHaveBeenCalled();
  });
});
