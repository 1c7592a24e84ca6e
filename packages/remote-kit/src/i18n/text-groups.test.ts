import { createInstance, type i18n } from 'i18next';
import { defineTexts, forgetTextGroups, loadTexts, switchLanguage } from './text-groups';
import type { Translation } from './text-types';

const vi = { greeting: { hello: 'Xin chào {{name}}', items: ['một', 'hai'] } };
type Vi = typeof vi;

function countedGroup(namespace = 'page', en: Translation<Vi> = { greeting: { hello: 'Hello {{name}}', items: ['one', 'two'] } }) {
  const loads: string[] = [];
  const group = defineTexts(namespace, {
    vi: () => {
      loads.push('vi');
      return Promise.resolve({ vi });
    },
    en: () => {
      loads.push('en');
      return Promise.resolve({ en });
    },
  });
  return { group, loads };
}

async function freshInstance(language: string): Promise<i18n> {
  const instance = createInstance();
  await instance.init({ lng: language, resources: {}, supportedLngs: ['vi', 'en'], fallbackLng: false });
  return instance;
}

describe('text groups', () => {
  it('load the language asked for and not the other one', async () => {
    const instance = await freshInstance('en');
    const { group, loads } = countedGroup();
    await loadTexts([group], 'en', instance);
    expect(loads).toEqual(['en']);
    expect(instance.t('greeting.hello', { ns: 'page', name: 'Lan' })).toBe('Hello Lan');
    expect(instance.hasResourceBundle('vi', 'page')).toBe(false);
  });

  it('download each language once however often a page asks', async () => {
    const instance = await freshInstance('vi');
    const { group, loads } = countedGroup();
    await Promise.all([loadTexts([group], 'vi', instance), loadTexts([group], 'vi', instance)]);
    await loadTexts([group], 'vi', instance);
    expect(loads).toEqual(['vi']);
  });

  it('bring every group in use along when the language switches, before the switch is seen', async () => {
    const instance = await freshInstance('vi');
    const page = countedGroup('page');
    const header = countedGroup('header');
    await loadTexts([page.group], 'vi', instance);
    await loadTexts([header.group], 'vi', instance);
    const seen: string[] = [];
    instance.on('languageChanged', () => seen.push(instance.t('greeting.hello', { ns: 'header', name: 'Lan' })));
    await switchLanguage('en', instance);
    expect(seen).toEqual(['Hello Lan']);
    expect(page.loads).toEqual(['vi', 'en']);
    expect(instance.language).toBe('en');
  });

  it('keep the language when its texts cannot be downloaded, and try again next time', async () => {
    const instance = await freshInstance('vi');
    let fail = true;
    const group = defineTexts('page', {
      vi: () => Promise.resolve({ vi }),
      en: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ en: { greeting: { hello: 'Hi', items: [] } } })),
    });
    await loadTexts([group], 'vi', instance);
    await expect(switchLanguage('en', instance)).rejects.toThrow('offline');
    expect(instance.language).toBe('vi');
    fail = false;
    await switchLanguage('en', instance);
    expect(instance.t('greeting.hello', { ns: 'page' })).toBe('Hi');
  });

  it('add groups of one namespace side by side', async () => {
    const instance = await freshInstance('vi');
    const first = defineTexts('page', { vi: () => Promise.resolve({ vi: { a: { x: 'A' } } }), en: () => Promise.resolve({ en: { a: { x: 'A' } } }) });
    const second = defineTexts('page', { vi: () => Promise.resolve({ vi: { b: 'B' } }), en: () => Promise.resolve({ en: { b: 'B' } }) });
    await loadTexts([first, second], 'vi', instance);
    expect(instance.t('a.x', { ns: 'page' })).toBe('A');
    expect(instance.t('b', { ns: 'page' })).toBe('B');
  });

  it("state their texts again after another version's groups overwrote them, and only then", async () => {
    const instance = await freshInstance('en');
    const live = countedGroup('page');
    const candidate = countedGroup('page', { greeting: { hello: 'Hello {{name}}, candidate edition', items: [] } });
    const hello = () => instance.t('greeting.hello', { ns: 'page', name: 'Lan' });
    await loadTexts([live.group], 'en', instance);
    await loadTexts([candidate.group], 'en', instance);
    expect(hello()).toBe('Hello Lan, candidate edition');
    // Rolled back: the first version's page module prepares its texts again.
    await loadTexts([live.group], 'en', instance);
    expect(hello()).toBe('Hello Lan');
    const added = jest.spyOn(instance, 'addResourceBundle');
    await loadTexts([live.group], 'en', instance);
    expect(added).not.toHaveBeenCalled();
    expect(live.loads).toEqual(['en']);
  });

  it('forget a dropped version\'s groups, so the shared instance no longer reaches them', async () => {
    const instance = await freshInstance('en');
    const dropped = countedGroup('page');
    const kept = countedGroup('other');
    await loadTexts([dropped.group, kept.group], 'en', instance);
    forgetTextGroups([dropped.group], instance);
    const registries = Object.getOwnPropertySymbols(instance).map((symbol) => (instance as unknown as Record<symbol, Map<unknown, unknown> | undefined>)[symbol] ?? new Map());
    const reachable = registries.flatMap((registry) => [...registry.keys(), ...registry.values()]);
    expect(reachable).not.toContain(dropped.group);
    expect(reachable).toContain(kept.group);
    // A language switch brings only the groups still in use.
    await switchLanguage('vi', instance);
    expect(dropped.loads).toEqual(['en']);
    expect(kept.loads).toEqual(['en', 'vi']);
  });
});

describe('Translation', () => {
  it('makes a missing or extra key in English a type error', () => {
    // @ts-expect-error the English texts lack `items`
    const missing: Translation<Vi> = { greeting: { hello: 'Hello' } };
    // @ts-expect-error `bye` is not a Vietnamese key
    const extra: Translation<Vi> = { greeting: { hello: 'Hello', items: [], bye: 'Bye' } };
    expect([missing, extra]).toHaveLength(2);
  });
});
