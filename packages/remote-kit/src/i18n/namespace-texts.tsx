import { useMemo } from 'react';
import i18next, { type i18n } from 'i18next';
import { useTranslation } from '@echowatch/translation';
import type { Language } from '@echowatch/contracts';
import { currentLanguage } from './site-i18n';
import type { TextGroup } from './text-groups';
import { memoisedTranslate } from './translation-memo';
import type { TextKey, TextsAt, TextValues, TreeKey } from './text-types';

export interface Texts<T> {
  /** One text; a misspelt key fails the type-check. */
  t(key: TextKey<T>, values?: TextValues): string;
  /** A list or group of texts read whole, with its values filled in. */
  textsAt<Key extends TreeKey<T>>(key: Key, values?: TextValues): TextsAt<T, Key>;
  language: Language;
  i18n: i18n;
}

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** The texts of every group of a remote, as one tree: the type its keys are checked against. */
export type TextsOfGroups<Groups extends readonly TextGroup<unknown>[]> = Intersection<
  Groups[number] extends TextGroup<infer T> ? T : never
>;

/**
 * A remote's typed way to its namespace: `useTexts()` for strings and lists (texts with markup:
 * `transText`, `@echowatch/remote-kit/trans-text`). Keys are checked against the Vietnamese texts,
 * which `en.ts` must match.
 */
export function namespaceTexts<T>(namespace: string) {
  const textsOf = (instance: i18n, t: (key: string, options?: object) => unknown, language: Language): Texts<T> => {
    const { text, tree } = memoisedTranslate(instance, namespace, t);
    return { t: text, textsAt: (key, values) => tree(key, values) as TextsAt<T, typeof key>, language, i18n: instance };
  };

  function useTexts(): Texts<T> {
    const { t, i18n: instance } = useTranslation(namespace);
    return useMemo(
      () => textsOf(instance, t as unknown as (key: string, options?: object) => unknown, currentLanguage(instance)),
      [t, instance],
    );
  }

  /**
   * The texts in one language outside a render (a page's loader naming its head): those of the
   * page's groups, which its module's `prepare` loaded for that language.
   */
  function textsIn(language: Language, instance: i18n = i18next): Texts<T> {
    const t = instance.getFixedT(language, namespace) as unknown as (key: string, options?: object) => unknown;
    return textsOf(instance, t, language);
  }

  return { namespace, useTexts, textsIn };
}
