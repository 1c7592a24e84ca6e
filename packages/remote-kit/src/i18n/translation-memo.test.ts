import i18next, { type i18n } from 'i18next';
import { MEMO_LIMIT, memoisedTranslate } from './translation-memo';

const NS = 'memo-test';

async function createTexts(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'vi',
    fallbackLng: 'vi',
    interpolation: { escapeValue: false },
    resources: {
      vi: { [NS]: { title: 'Xin chào {{name}}', seats_other: '{{count}} chỗ', steps: ['Một', 'Hai'] } },
      en: { [NS]: { title: 'Hello {{name}}', seats_one: '{{count}} seat', seats_other: '{{count}} seats', steps: ['One', 'Two'] } },
    },
  });
  return instance;
}

/** i18next's own `t` for one language, counting the calls that reach it. */
function countingT(instance: i18n, language: string) {
  const fixed = instance.getFixedT(language, NS);
  const calls: string[] = [];
  const counted = Object.assign((key: string, options?: object) => {
    calls.push(key);
    return fixed(key, options as never);
  }, { lng: language });
  return { counted, calls };
}

describe('memoisedTranslate', () => {
  it('resolves a text once and answers the same text again without i18next', async () => {
    const instance = await createTexts();
    const { counted, calls } = countingT(instance, 'en');
    const { text } = memoisedTranslate(instance, NS, counted);
    expect(text('title', { name: 'Lan' })).toBe('Hello Lan');
    expect(text('title', { name: 'Lan' })).toBe('Hello Lan');
    expect(text('title', { name: 'Minh' })).toBe('Hello Minh');
    expect(text('seats', { count: 1 })).toBe('1 seat');
    expect(text('seats', { count: 2 })).toBe('2 seats');
    expect(text('seats', { count: 2 })).toBe('2 seats');
    expect(calls).toEqual(['title', 'title', 'seats', 'seats']);
  });

  it('keeps each language apart in the one store, and each component shares what another resolved', async () => {
    const instance = await createTexts();
    const english = countingT(instance, 'en');
    const vietnamese = countingT(instance, 'vi');
    expect(memoisedTranslate(instance, NS, english.counted).text('title', { name: 'Lan' })).toBe('Hello Lan');
    expect(memoisedTranslate(instance, NS, vietnamese.counted).text('title', { name: 'Lan' })).toBe('Xin chào Lan');
    expect(memoisedTranslate(instance, NS, english.counted).text('title', { name: 'Lan' })).toBe('Hello Lan');
    expect([english.calls, vietnamese.calls]).toEqual([['title'], ['title']]);
  });

  it('serves the per-request clones of a server from the store they share', async () => {
    const instance = await createTexts();
    const first = countingT(instance.cloneInstance({ lng: 'en' }), 'en');
    const second = countingT(instance.cloneInstance({ lng: 'en' }), 'en');
    memoisedTranslate(instance, NS, first.counted).text('title', { name: 'Lan' });
    expect(memoisedTranslate(instance, NS, second.counted).text('title', { name: 'Lan' })).toBe('Hello Lan');
    expect(second.calls).toEqual([]);
  });

  it('forgets everything when a bundle is added or removed', async () => {
    const instance = await createTexts();
    const { counted } = countingT(instance, 'en');
    const { text } = memoisedTranslate(instance, NS, counted);
    expect(text('title', { name: 'Lan' })).toBe('Hello Lan');
    instance.addResourceBundle('en', NS, { title: 'Welcome {{name}}' }, true, true);
    expect(text('title', { name: 'Lan' })).toBe('Welcome Lan');
    instance.removeResourceBundle('en', NS);
    expect(text('title', { name: 'Lan' })).toBe('Xin chào Lan');
  });

  it('passes every call through for an instance not initialised yet, which has no store', () => {
    const instance = i18next.createInstance();
    const calls: string[] = [];
    const translate = (key: string) => {
      calls.push(key);
      return key;
    };
    const { text } = memoisedTranslate(instance, NS, translate);
    expect([text('title'), text('title')]).toEqual(['title', 'title']);
    expect(calls).toEqual(['title', 'title']);
  });

  it('does not keep a text made with a value that is not plain', async () => {
    const instance = await createTexts();
    const { counted, calls } = countingT(instance, 'en');
    const { text } = memoisedTranslate(instance, NS, counted);
    const name = { toString: () => 'Lan' } as unknown as string;
    text('title', { name });
    text('title', { name });
    expect(calls).toEqual(['title', 'title']);
  });

  it('hands out a list read whole frozen, so no caller can change it for the others', async () => {
    const instance = await createTexts();
    const { counted, calls } = countingT(instance, 'en');
    const { tree } = memoisedTranslate(instance, NS, counted);
    const steps = tree('steps') as string[];
    expect(steps).toEqual(['One', 'Two']);
    expect(tree('steps')).toBe(steps);
    expect(Object.isFrozen(steps)).toBe(true);
    expect(() => steps.sort()).toThrow(TypeError);
    expect(calls).toEqual(['steps']);
    expect(instance.getResource('en', NS, 'steps')).toEqual(['One', 'Two']);
    expect(Object.isFrozen(instance.getResource('en', NS, 'steps'))).toBe(false);
  });

  it(`stays bounded: past ${MEMO_LIMIT} texts it starts again`, async () => {
    const instance = await createTexts();
    const { counted, calls } = countingT(instance, 'en');
    const { text } = memoisedTranslate(instance, NS, counted);
    for (let index = 0; index <= MEMO_LIMIT; index += 1) text('title', { name: `visitor ${index}` });
    calls.length = 0;
    text('title', { name: 'visitor 1' });
    text('title', { name: `visitor ${MEMO_LIMIT}` });
    expect(calls).toEqual(['title']);
  });
});

describe('memoisedTranslate reading plain texts from the store', () => {
  const resources = {
    vi: { [NS]: { plain: 'Trang chủ', nested: { label: 'Nhãn' }, onlyVi: 'Chỉ tiếng Việt', empty: '' } },
    en: {
      [NS]: {
        plain: 'Home',
        nested: { label: 'Label' },
        empty: '',
        greeting: 'Hello {{name}}',
        withNesting: 'See $t(plain)',
        'with.dots': 'Flat key',
        steps: ['One', 'Two'],
        seats_one: '{{count}} seat',
        seats_other: '{{count}} seats',
      },
    },
  };
  const KEYS = ['plain', 'nested.label', 'onlyVi', 'empty', 'greeting', 'withNesting', 'with.dots', 'steps', 'seats', 'missing', 'other:plain'];

  async function instanceWith(options: Record<string, unknown> = {}): Promise<i18n> {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'en', fallbackLng: 'vi', interpolation: { escapeValue: false }, returnNull: false, resources, ...options });
    return instance;
  }

  it('gives for every key what i18next gives', async () => {
    const instance = await instanceWith();
    const fixed = instance.getFixedT('en', NS);
    const { text } = memoisedTranslate(instance, NS, Object.assign((key: string, options?: object) => fixed(key, options as never), { lng: 'en' }));
    for (const key of KEYS) expect([key, text(key)]).toEqual([key, String(fixed(key))]);
  });

  it('answers a plain text found in the language without i18next, and every other through it', async () => {
    const instance = await instanceWith();
    const { counted, calls } = countingT(instance, 'en');
    const { text } = memoisedTranslate(instance, NS, counted);
    for (const key of KEYS) text(key);
    expect(calls).toEqual(['onlyVi', 'empty', 'greeting', 'withNesting', 'steps', 'seats', 'missing', 'other:plain']);
  });

  it('leaves every text to i18next where a post-processor could change it', async () => {
    const instance = await instanceWith({ postProcess: ['shout'] });
    instance.use({ type: 'postProcessor', name: 'shout', process: (value: string) => value.toUpperCase() });
    const { counted, calls } = countingT(instance, 'en');
    const { text } = memoisedTranslate(instance, NS, counted);
    expect(text('plain')).toBe(instance.getFixedT('en', NS)('plain'));
    expect(calls).toEqual(['plain']);
  });

  it('leaves every text to i18next where a formatting module reads them', async () => {
    const instance = i18next.createInstance();
    instance.use({ type: 'i18nFormat', init: () => undefined, parse: (value: string) => `«${value}»`, addLookupKeys: (keys: string[]) => keys });
    await instance.init({ lng: 'en', fallbackLng: 'vi', resources });
    const { counted, calls } = countingT(instance, 'en');
    const { text } = memoisedTranslate(instance, NS, counted);
    expect(text('plain')).toBe('«Home»');
    expect(calls).toEqual(['plain']);
  });
});
