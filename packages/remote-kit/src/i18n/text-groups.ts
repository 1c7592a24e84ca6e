import i18next, { type i18n } from 'i18next';
import type { Language } from '@echowatch/contracts';
import type { Translation } from './text-types';

type Tree = Record<string, unknown>;

/**
 * The texts of one page or part, in both languages, each language a separate module loaded when
 * it is first needed: a visitor downloads the texts of the language they read, not the other one.
 */
export interface TextGroup<T = unknown> {
  readonly namespace: string;
  /** Only for typing: the Vietnamese texts' shape, which `en.ts` must repeat. */
  readonly shape?: T;
  /** What the name of each language's chunk starts with (`<chunkName>-vi`), when the build names them. */
  readonly chunkName?: string;
  load(language: Language): Promise<Tree>;
}

/** The chunk of a group's texts in a language, as its build names it; none for unnamed chunks. */
export function textChunkName(group: TextGroup, language: Language): string | null {
  return group.chunkName ? `${group.chunkName}-${language}` : null;
}

/**
 * Declares a group of texts: `vi.ts` exports `vi`, `en.ts` exports `en` typed as
 * `Translation<typeof vi>`. Pass the loaders as `() => import('./vi')` so each language is its own
 * chunk. Named chunks (`webpackChunkName: "<chunkName>-vi"`, `chunkName` given) let the server name
 * the file of the page's language in the page, so the browser fetches it with the document.
 */
export function defineTexts<T extends Tree>(
  namespace: string,
  loaders: { chunkName?: string; vi: () => Promise<{ vi: T }>; en: () => Promise<{ en: Translation<T> }> },
): TextGroup<T> {
  const loading = new Map<Language, Promise<Tree>>();
  return {
    namespace,
    chunkName: loaders.chunkName,
    load(language) {
      let pending = loading.get(language);
      if (!pending) {
        pending = language === 'en' ? loaders.en().then((module) => module.en as Tree) : loaders.vi().then((module) => module.vi);
        // A failed download is tried again the next time the texts are needed.
        pending.catch(() => loading.delete(language));
        loading.set(language, pending);
      }
      return pending;
    },
  };
}

// Each remote bundles its own copy of this package; the i18n instance is the one object the shell
// and every remote share, so the groups in use, and the languages each was added in, are kept on it.
const ACTIVE_GROUPS = Symbol.for('echowatch.activeTextGroups');

function activeGroups(instance: i18n): Map<TextGroup, Set<Language>> {
  const holder = instance as i18n & { [ACTIVE_GROUPS]?: Map<TextGroup, Set<Language>> };
  holder[ACTIVE_GROUPS] ??= new Map();
  return holder[ACTIVE_GROUPS];
}

/** Marks groups as in use without loading them, e.g. every group of a remote in its tests. */
export function keepTextGroups(groups: readonly TextGroup[], instance: i18n = i18next): void {
  const active = activeGroups(instance);
  for (const group of groups) if (!active.has(group)) active.set(group, new Set());
}

// Which group last wrote each part of a namespace in a language. Another version of a remote has
// groups of its own for the same texts; once it wrote them, this version's must write them again.
const TEXT_WRITERS = Symbol.for('echowatch.textWriters');

function textWriters(instance: i18n): Map<string, TextGroup> {
  const holder = instance as i18n & { [TEXT_WRITERS]?: Map<string, TextGroup> };
  holder[TEXT_WRITERS] ??= new Map();
  return holder[TEXT_WRITERS];
}

/**
 * Makes the groups' texts available in a language (the page's, before it renders) and keeps the
 * groups in use, so a later language switch brings their texts along. A group whose texts another
 * group (another version's) has overwritten since is added again.
 */
export async function loadTexts(groups: readonly TextGroup[], language: Language, instance: i18n = i18next): Promise<void> {
  keepTextGroups(groups, instance);
  const active = activeGroups(instance);
  const writers = textWriters(instance);
  await Promise.all(
    groups.map(async (group) => {
      const added = active.get(group)!;
      const texts = await group.load(language);
      const parts = Object.keys(texts).map((key) => `${language} ${group.namespace} ${key}`);
      if (added.has(language) && parts.every((part) => writers.get(part) === group)) return;
      instance.addResourceBundle(language, group.namespace, texts, true, true);
      added.add(language);
      for (const part of parts) writers.set(part, group);
    }),
  );
}

/**
 * Takes groups out of use: a server that drops a remote version forgets its groups, which would
 * otherwise keep that version's code reachable from the shared instance. Their texts stay until
 * another group writes them again.
 */
export function forgetTextGroups(groups: readonly TextGroup[], instance: i18n = i18next): void {
  const active = activeGroups(instance);
  const writers = textWriters(instance);
  const forgotten = new Set(groups);
  for (const group of forgotten) active.delete(group);
  for (const [part, writer] of writers) if (forgotten.has(writer)) writers.delete(part);
}

/** Loads every group in use in a language. */
export function loadActiveTexts(language: Language, instance: i18n = i18next): Promise<void> {
  return loadTexts([...activeGroups(instance).keys()], language, instance);
}

/**
 * Changes the language of the whole site once the texts of every page part on screen have arrived
 * in it, so no part shows keys or the old language meanwhile. Rejects, leaving the language as it
 * was, when they cannot be downloaded.
 */
export async function switchLanguage(language: Language, instance: i18n = i18next): Promise<void> {
  await loadActiveTexts(language, instance);
  await instance.changeLanguage(language);
}
