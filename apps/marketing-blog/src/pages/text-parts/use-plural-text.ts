import type { TextValues } from '@echowatch/remote-kit';
import { NAMESPACE, useTexts } from '../../i18n/texts';
import type { MarketingTextKey } from './text-keys';

type PluralName<Key> = Key extends `${infer Name}_other` ? Name : never;

/**
 * A text written once per plural form (`count_one`, `count_other`), named by what comes before the
 * form: i18next reads it under that name and picks the form from `count` by the language's rules.
 */
export type PluralTextKey = PluralName<MarketingTextKey>;

/**
 * Reads texts with plural forms. `t` of `useTexts` takes only keys that exist as written, and the
 * key of one form would pin that form whatever the count; this takes the name of the forms instead.
 */
export function usePluralText(): (key: PluralTextKey, values: TextValues & { count: number }) => string {
  const { i18n } = useTexts();
  return (key, values) => i18n.t(key, { ...values, ns: NAMESPACE });
}
