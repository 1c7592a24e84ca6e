import { en as privacyEn } from '../../i18n/privacy/en';
import { vi as privacyVi } from '../../i18n/privacy/vi';
import { en as termsEn } from '../../i18n/terms/en';
import { vi as termsVi } from '../../i18n/terms/vi';
import { telHref } from './contact-href';
import { toLegalBlocks } from './legal-blocks';

describe('toLegalBlocks', () => {
  it('keeps paragraphs and lists and drops anything else', () => {
    expect(toLegalBlocks(['One.', { list: ['a', 'b'] }, 3, { list: [1] }, null, { other: 'x' }])).toEqual([
      'One.',
      { list: ['a', 'b'] },
    ]);
  });

  it('turns a missing translation into no blocks', () => {
    expect(toLegalBlocks('terms.sections.gone.blocks')).toEqual([]);
  });
});

describe('legal text', () => {
  it.each([
    ['terms', termsVi.terms.sections, termsEn.terms.sections],
    ['privacy', privacyVi.privacy.sections, privacyEn.privacy.sections],
  ])('%s: each section has the same shape of blocks in both languages', (_name, vi, en) => {
    const shape = (sections: Readonly<Record<string, { blocks: readonly unknown[] }>>) =>
      Object.entries(sections).map(([key, section]) => [
        key,
        toLegalBlocks(section.blocks).map((block) => (typeof block === 'string' ? 'p' : block.list.length)),
      ]);
    expect(toLegalBlocks(Object.values(vi).flatMap((section) => section.blocks))).toHaveLength(
      Object.values(vi).flatMap((section) => section.blocks).length,
    );
    expect(shape(vi)).toEqual(shape(en));
  });
});

describe('telHref', () => {
  it('keeps only what a phone dials', () => {
    expect(telHref('1900 6868')).toBe('tel:19006868');
    expect(telHref('+84 (24) 3999-8888')).toBe('tel:+842439998888');
  });
});
