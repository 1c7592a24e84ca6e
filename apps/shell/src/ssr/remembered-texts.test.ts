import i18next from 'i18next';
import { rememberPlainTexts } from './remembered-texts';

async function serverTranslator() {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    fallbackLng: 'vi',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: { shell: { title: 'Pricing', greeting: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' } },
      vi: { shell: { title: 'Bảng giá' }, blog: { title: 'Tin tức' } },
    },
  });
  const translator = instance.cloneInstance({ lng: 'en', initAsync: false });
  // i18next's resolver, which the remembered lookups skip.
  const translate = jest.spyOn((translator as unknown as { translator: { translate: () => string } }).translator, 'translate');
  rememberPlainTexts(translator);
  return { translator, translate };
}

describe('rememberPlainTexts', () => {
  it('resolves a plain lookup once for every function of the same language and namespace', async () => {
    const { translator, translate } = await serverTranslator();
    const first = translator.getFixedT('en', 'shell');
    const second = translator.getFixedT('en', 'shell');
    expect(first('title')).toBe('Pricing');
    expect(second('title', undefined)).toBe('Pricing');
    expect(first('title')).toBe('Pricing');
    expect(translate).toHaveBeenCalledTimes(1);
  });

  it('keeps languages and namespaces apart', async () => {
    const { translator } = await serverTranslator();
    expect(translator.getFixedT('en', 'shell')('title')).toBe('Pricing');
    expect(translator.getFixedT('vi', 'shell')('title')).toBe('Bảng giá');
    expect(translator.getFixedT('vi', 'blog')('title')).toBe('Tin tức');
    expect(translator.getFixedT('en', 'shell')('title')).toBe('Pricing');
  });

  it('sends lookups with values or a count to i18next every time', async () => {
    const { translator, translate } = await serverTranslator();
    const t = translator.getFixedT('en', 'shell');
    expect(t('greeting', { name: 'An' })).toBe('Hello An');
    expect(t('greeting', { name: 'Bình' })).toBe('Hello Bình');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 3 })).toBe('3 items');
    expect(translate).toHaveBeenCalledTimes(4);
  });

  it('answers with the new text once a bundle is replaced or a text added', async () => {
    const { translator } = await serverTranslator();
    const t = translator.getFixedT('en', 'shell');
    expect(t('title')).toBe('Pricing');
    translator.addResourceBundle('en', 'shell', { title: 'Plans and prices' }, true, true);
    expect(t('title')).toBe('Plans and prices');
    translator.addResource('en', 'shell', 'title', 'Prices');
    expect(translator.getFixedT('en', 'shell')('title')).toBe('Prices');
  });

  it('keeps the fixed language and namespace readable on the function it hands out', async () => {
    const { translator } = await serverTranslator();
    const t = translator.getFixedT('vi', 'blog') as unknown as { lng: string; ns: string };
    expect(t.lng).toBe('vi');
    expect(t.ns).toBe('blog');
  });
});
