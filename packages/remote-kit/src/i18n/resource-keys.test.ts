import { findTranslationGaps } from './resource-keys';

describe('findTranslationGaps', () => {
  it('finds nothing when both languages have the same keys', () => {
    expect(findTranslationGaps({ vi: { a: 'A', b: { c: 'C' } }, en: { a: 'A', b: { c: 'C' } } })).toEqual([]);
  });

  it('names a key that exists in one language only, at any depth', () => {
    expect(findTranslationGaps({ vi: { a: 'A', b: { c: 'C' } }, en: { a: 'A', b: {} } })).toEqual([
      'en is missing "b.c"',
    ]);
    expect(findTranslationGaps({ vi: {}, en: { extra: 'x' } })).toEqual(['vi is missing "extra"']);
  });
});
