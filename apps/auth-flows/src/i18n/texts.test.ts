import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@echowatch/contracts';
import { findTranslationGaps } from '@echowatch/remote-kit/i18n-check';
import { describeTextGroups } from '@echowatch/test-utils';
import * as groups from './texts';

const { allTexts, NAMESPACE } = groups;

type Tree = Record<string, unknown>;
type Bilingual = Record<Language, Tree>;
type Expose = { prepare: (language: Language) => Promise<void> };

const SRC = path.resolve(__dirname, '..');
const KEY = /['"`]((?:form|captcha|codes|layout|confirm|login|register|user|forgot|reset2fa)\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)['"`]/g;

function sourceFiles(entry: string): string[] {
  const full = path.join(SRC, entry);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full).flatMap((name) => sourceFiles(path.join(entry, name)));
}

/** Every text key written out in the given files and folders (tests and the texts themselves left out). */
function keysUsedIn(entries: string[]): string[] {
  const files = entries
    .flatMap(sourceFiles)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(`${__dirname}${path.sep}`));
  return [...new Set(files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(KEY)].map((match) => match[1]!)))];
}

function has(texts: Bilingual, key: string, language: Language): boolean {
  let node: unknown = texts[language];
  for (const part of key.split('.')) node = (node as Tree | undefined)?.[part];
  return typeof node === 'string' && node.length > 0;
}

function missing(texts: Bilingual, keys: string[]): string[] {
  return keys.flatMap((key) => (['vi', 'en'] as const).filter((lang) => !has(texts, key, lang)).map((lang) => `${lang}: ${key}`));
}

/** Groups of one namespace side by side, as i18next adds them (deep). */
function merge(into: Tree, from: Tree): Tree {
  const merged = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? merge(current as Tree, value as Tree) : value;
  }
  return merged;
}

async function textsOfAllGroups(): Promise<Bilingual> {
  const [vi, en] = await Promise.all(
    (['vi', 'en'] as const).map(async (language) => (await Promise.all(allTexts.map((group) => group.load(language)))).reduce(merge, {})),
  );
  return { vi: vi!, en: en! };
}

/** The texts an expose's prepare makes available, in both languages, on an i18n instance of its own. */
async function preparedTexts(load: () => Promise<Expose>): Promise<Bilingual> {
  let texts: Bilingual | undefined;
  await jest.isolateModulesAsync(async () => {
    const { initSiteI18n } = await import('@echowatch/remote-kit');
    const instance = await initSiteI18n({ language: 'vi' });
    const { prepare } = await load();
    await prepare('vi');
    await prepare('en');
    texts = {
      vi: instance.getResourceBundle('vi', NAMESPACE) ?? {},
      en: instance.getResourceBundle('en', NAMESPACE) ?? {},
    };
  });
  return texts!;
}

const SHARED = ['forms', 'captcha', 'pages/auth-layout', 'pages/shared'];

const PAGES: [string, () => Promise<Expose>, string[], string[]][] = [
  [
    'login',
    () => import('../exposes/login-page'),
    [...SHARED, 'pages/login', 'pages/confirm/app-download-panel.tsx'],
    ['captcha', 'codes', 'confirm', 'form', 'layout', 'login'],
  ],
  ['register', () => import('../exposes/register-page'), [...SHARED, 'pages/register'], ['captcha', 'codes', 'form', 'layout', 'register']],
  [
    'user',
    () => import('../exposes/user-page'),
    [...SHARED, 'pages/user', 'pages/confirm/app-download-panel.tsx'],
    ['captcha', 'codes', 'confirm', 'form', 'layout', 'user'],
  ],
  [
    'forgot password',
    () => import('../exposes/forgot-password-page'),
    [...SHARED, 'pages/forgot-password'],
    ['captcha', 'codes', 'forgot', 'form', 'layout'],
  ],
  ['reset 2FA', () => import('../exposes/reset-2fa-page'), [...SHARED, 'pages/reset-2fa'], ['captcha', 'codes', 'form', 'layout', 'reset2fa']],
  // The confirm page's resend asks for a captcha, so it shows the form group's texts too.
  [
    'confirm',
    () => import('../exposes/confirm-page'),
    ['captcha', 'pages/auth-layout', 'pages/confirm'],
    ['captcha', 'codes', 'confirm', 'form', 'layout'],
  ],
];

describeTextGroups(
  NAMESPACE,
  {
    layout: groups.layoutTexts,
    form: groups.formTexts,
    login: groups.loginTexts,
    register: groups.registerTexts,
    confirm: groups.confirmTexts,
    forgot: groups.forgotTexts,
    'reset-2fa': groups.reset2faTexts,
    user: groups.userTexts,
    'app-download': groups.appDownloadTexts,
  },
  allTexts,
);

describe('texts', () => {
  it('has a text in both languages for every key the code names', async () => {
    expect(missing(await textsOfAllGroups(), keysUsedIn(['.']))).toEqual([]);
  });

  it.each(PAGES)('prepares with the %s page every text it shows, in both languages, and no other page’s', async (_page, load, entries, groups) => {
    const texts = await preparedTexts(load);
    expect(findTranslationGaps(texts)).toEqual([]);
    const keys = keysUsedIn(entries).filter((key) => {
      // The validation rules hold every form's messages; a page needs only its own group's.
      const group = key.split('.')[0]!;
      return ['form', 'captcha', 'codes', 'layout'].includes(group) || group in texts.en;
    });
    expect(missing(texts, keys)).toEqual([]);
    expect(Object.keys(texts.vi).sort()).toEqual(groups);
    expect(Object.keys(texts.en).sort()).toEqual(groups);
  });

  it('gives the pages that only show the app-download panel none of the confirm page’s texts', async () => {
    for (const load of [() => import('../exposes/login-page'), () => import('../exposes/user-page')]) {
      const texts = await preparedTexts(load);
      expect(texts.vi.confirm).toEqual({ appDownload: expect.any(Object) });
      expect(texts.en.confirm).toEqual({ appDownload: expect.any(Object) });
    }
  });
});
