import type { ReactElement } from 'react';
import { useTranslation } from '@echowatch/translation';
import { Trans } from '@echowatch/translation/trans';
import type { TextKey, TextValues } from './text-types';

export interface TransTextProps<T> {
  i18nKey: TextKey<T>;
  values?: TextValues;
  /** Elements for the text's tags, e.g. `{ phone: <a href="tel:…" /> }` for `<phone>…</phone>`. */
  components?: Record<string, ReactElement>;
}

/**
 * A namespace's component for texts with markup (`<terms>…</terms>`), checked against its keys like
 * `useTexts`. Its own entry point, because it brings react-i18next's `Trans` and HTML parser, which
 * only the pages that import it download. The instance and `t` are handed over, so `Trans` never
 * depends on finding them through a context.
 */
export function transText<T>(namespace: string) {
  return function TransText({ i18nKey, values, components }: TransTextProps<T>) {
    const { t, i18n } = useTranslation(namespace);
    return <Trans i18n={i18n} t={t} ns={namespace} i18nKey={i18nKey} values={values} components={components} />;
  };
}
