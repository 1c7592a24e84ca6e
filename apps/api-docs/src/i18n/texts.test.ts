import { findTranslationGaps } from '@echowatch/remote-kit/i18n-check';
import { allTexts, openApiDocsTexts } from './texts';

const GROUPS = [['open-api-docs', openApiDocsTexts]] as const;

describe('text groups', () => {
  it('are every group of the remote', () => {
    expect(allTexts).toEqual(GROUPS.map(([, group]) => group));
  });

  it.each(GROUPS)('%s has every key in both languages', async (_name, group) => {
    const [vi, en] = await Promise.all([group.load('vi'), group.load('en')]);
    expect(findTranslationGaps({ vi, en })).toEqual([]);
  });
});
