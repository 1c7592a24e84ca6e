import { defineTexts } from '../i18n/text-groups';
import { definePage } from './site-config-context';

const named = (chunkName: string) =>
  defineTexts('page', { chunkName, vi: () => Promise.resolve({ vi: {} }), en: () => Promise.resolve({ en: {} }) });
const unnamed = defineTexts('page', { vi: () => Promise.resolve({ vi: {} }), en: () => Promise.resolve({ en: {} }) });

describe('a page names the chunks of its texts', () => {
  it('in the language asked for, in the order the page lists its groups', () => {
    const { textChunks } = definePage(() => null, [named('texts-home'), named('texts-common')]);
    expect(textChunks('en')).toEqual(['texts-home-en', 'texts-common-en']);
    expect(textChunks('vi')).toEqual(['texts-home-vi', 'texts-common-vi']);
  });

  it('leaves out groups whose chunks the build does not name', () => {
    const { textChunks } = definePage(() => null, [unnamed, named('texts-faq')]);
    expect(textChunks('vi')).toEqual(['texts-faq-vi']);
  });
});
