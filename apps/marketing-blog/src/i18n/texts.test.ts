import { findTranslationGaps } from '@echowatch/remote-kit/i18n-check';
import * as texts from './texts';

const { allTexts, NAMESPACE } = texts;

const GROUPS = [
  ['common', texts.commonTexts],
  ['blog-card', texts.blogCardTexts],
  ['blog-list', texts.blogListTexts],
  ['blog-detail', texts.blogDetailTexts],
  ['insight', texts.insightTexts],
  ['home', texts.homeTexts],
  ['home-slides', texts.homeSlidesTexts],
  ['home-sections', texts.homeSectionsTexts],
  ['product', texts.productTexts],
  ['solutions', texts.solutionsTexts],
  ['features', texts.featuresTexts],
  ['faq', texts.faqTexts],
  ['legal', texts.legalTexts],
  ['terms', texts.termsTexts],
  ['privacy', texts.privacyTexts],
  ['unsubscribe', texts.unsubscribeTexts],
] as const;

const isTree = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The dot keys of every single text (or list) of a tree. */
function leafKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    isTree(value) ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('text groups', () => {
  it('are every group of the remote, each in its namespace', () => {
    expect(allTexts).toEqual(GROUPS.map(([, group]) => group));
    for (const group of allTexts) expect(group.namespace).toBe(NAMESPACE);
  });

  it.each(GROUPS)('%s has every key in both languages', async (_name, group) => {
    const [vi, en] = await Promise.all([group.load('vi'), group.load('en')]);
    expect(findTranslationGaps({ vi, en })).toEqual([]);
  });

  it('never write the same text twice: the groups of a page share one namespace', async () => {
    const keys = (await Promise.all(allTexts.map((group) => group.load('vi')))).flatMap((vi) => leafKeys(vi));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
