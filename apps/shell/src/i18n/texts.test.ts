import { findTranslationGaps } from '@echowatch/remote-kit/i18n-check';
import { allTexts } from './texts';

describe('shell texts', () => {
  it.each(allTexts.map((group, index) => [index, group] as const))('group %i has every key in both languages', async (_index, group) => {
    const [vi, en] = await Promise.all([group.load('vi'), group.load('en')]);
    expect(findTranslationGaps({ vi, en })).toEqual([]);
  });
});
