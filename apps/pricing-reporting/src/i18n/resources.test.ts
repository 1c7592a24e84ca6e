import { findTranslationGaps } from '@echowatch/remote-kit/i18n-check';
import { resources } from './resources';

describe('translations', () => {
  it('has every key in both languages', () => {
    expect(findTranslationGaps(resources)).toEqual([]);
  });
});
