import { findTranslationGaps } from '@echowatch/remote-kit/i18n-check';
import { shellResources } from './shell-resources';

describe('shell translations', () => {
  it('has every key in both languages', () => {
    expect(findTranslationGaps(shellResources)).toEqual([]);
  });
});
