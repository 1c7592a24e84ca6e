import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { NamespaceResources } from '@echowatch/remote-kit';
import { findTranslationGaps } from '@echowatch/remote-kit/i18n-check';
import { texts as confirmPage } from '../exposes/confirm-page';
import { texts as forgotPasswordPage } from '../exposes/forgot-password-page';
import { texts as loginPage } from '../exposes/login-page';
import { texts as registerPage } from '../exposes/register-page';
import { texts as reset2faPage } from '../exposes/reset-2fa-page';
import { texts as userPage } from '../exposes/user-page';
import { resources } from './resources';

const SRC = path.resolve(__dirname, '..');
const KEY = /['"`]((?:form|captcha|codes|layout|confirm|login|register|user|forgot|reset2fa)\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*)['"`]/g;

function sourceFiles(entry: string): string[] {
  const full = path.join(SRC, entry);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full).flatMap((name) => sourceFiles(path.join(entry, name)));
}

/** Every text key written out in the given files and folders (tests left out). */
function keysUsedIn(entries: string[]): string[] {
  const files = entries.flatMap(sourceFiles).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  return [...new Set(files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(KEY)].map((match) => match[1]!)))];
}

function has(resources: NamespaceResources, key: string, language: 'vi' | 'en'): boolean {
  let node: unknown = resources[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' && node.length > 0;
}

function missing(resources: NamespaceResources, keys: string[]): string[] {
  return keys.flatMap((key) => (['vi', 'en'] as const).filter((lang) => !has(resources, key, lang)).map((lang) => `${lang}: ${key}`));
}

const SHARED = ['forms', 'captcha', 'pages/auth-layout', 'pages/shared'];

const PAGES: [string, NamespaceResources, string[]][] = [
  ['login', loginPage, [...SHARED, 'pages/login', 'pages/confirm/app-download-panel.tsx']],
  ['register', registerPage, [...SHARED, 'pages/register']],
  ['user', userPage, [...SHARED, 'pages/user', 'pages/confirm/app-download-panel.tsx']],
  ['forgot password', forgotPasswordPage, [...SHARED, 'pages/forgot-password']],
  ['reset 2FA', reset2faPage, [...SHARED, 'pages/reset-2fa']],
  ['confirm', confirmPage, ['pages/auth-layout', 'pages/confirm']],
];

describe('texts', () => {
  it('has every key of the remote in both languages', () => {
    expect(findTranslationGaps(resources)).toEqual([]);
  });

  it('has a text in both languages for every key the code names', () => {
    expect(missing(resources, keysUsedIn(['.']))).toEqual([]);
  });

  it.each(PAGES)('registers with the %s page every text it shows, in both languages', (_page, texts, entries) => {
    expect(findTranslationGaps(texts)).toEqual([]);
    const keys = keysUsedIn(entries).filter((key) => {
      // The validation rules hold every form's messages; a page needs only its own group's.
      const group = key.split('.')[0]!;
      return ['form', 'captcha', 'codes', 'layout'].includes(group) || group in texts.en;
    });
    expect(missing(texts, keys)).toEqual([]);
  });

  it('keeps other pages’ texts out of a page', () => {
    expect(Object.keys(loginPage.en).sort()).toEqual(['captcha', 'codes', 'confirm', 'form', 'layout', 'login']);
    expect(Object.keys(registerPage.en).sort()).toEqual(['captcha', 'codes', 'form', 'layout', 'register']);
    expect(Object.keys(confirmPage.en).sort()).toEqual(['confirm', 'layout']);
  });
});
