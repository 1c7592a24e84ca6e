import { definePage } from '@echowatch/remote-kit';
import { HomePage } from '../pages/home/home-page';
import { blogCardTexts, commonTexts, homeSectionsTexts, homeSlidesTexts, homeTexts } from '../i18n/texts';

// Every part the home page shows, the later slides and the sections below the banner included: each
// group is a small chunk in the visitor's language, loaded before the page renders, so the parts that
// arrive later (the carousel engine, the sections) never wait for their texts. No legal or FAQ texts.
export const { Page, prepare, release, textChunks } = definePage(HomePage, [
  homeTexts,
  homeSlidesTexts,
  homeSectionsTexts,
  commonTexts,
  blogCardTexts,
]);
