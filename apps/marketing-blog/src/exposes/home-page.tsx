import { definePage } from '@echowatch/remote-kit';
import { HOME_STATIC_TEXTS, HomePage } from '../pages/home/home-page';
import { loadHomePage } from '../pages/home/home-loader';
import { blogCardTexts, commonTexts, homeSectionsTexts, homeSlidesTexts, homeTexts } from '../i18n/texts';

// Every part the home page shows, the later slides included: each group is a small chunk in the
// visitor's language, loaded before the page renders, so the parts that arrive later (the latest
// posts) never wait for their texts. The pricing teaser is a static part: its texts are loaded on
// the server, and in the browser only when it draws the teaser. No legal or FAQ texts.
export const { Page, prepare, release, textChunks } = definePage(
  HomePage,
  [homeTexts, homeSlidesTexts, homeSectionsTexts, commonTexts, blogCardTexts],
  HOME_STATIC_TEXTS,
);

export const load = loadHomePage;
