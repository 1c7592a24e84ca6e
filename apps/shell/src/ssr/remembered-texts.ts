import type { i18n as I18n } from 'i18next';

type Lookup = (...values: unknown[]) => unknown;
// What i18next keeps on a fixed function; react-i18next also passes a fourth argument (the scope's
// namespaces) that i18next's types do not name.
type FixedLookup = Lookup & { lng?: string; lngs?: readonly string[]; ns?: unknown; keyPrefix?: unknown };

/**
 * Makes a server translator remember the text of every plain lookup (`t('key')`: no values, no
 * options) of the functions its `getFixedT` hands out. A page asks for the same few hundred texts
 * on every render, and i18next resolves each anew, first copying its whole options object into a
 * fresh one (~10% of a data page's CPU). What is remembered is forgotten as soon as any text is
 * added or removed (a remote version registering its texts), so a lookup never answers with a text
 * the store no longer holds. Lookups with values, counts or options still go to i18next.
 */
export function rememberPlainTexts(translator: I18n): void {
  const remembered = new Map<string, Map<string, string>>();
  const forget = () => remembered.clear();
  translator.store.on('added', forget);
  translator.store.on('removed', forget);
  const original = translator.getFixedT.bind(translator) as unknown as (...args: unknown[]) => FixedLookup;

  const getFixedT = (...args: unknown[]): FixedLookup => {
    const fixed = original(...args);
    const { lng, lngs, ns, keyPrefix } = fixed;
    if (typeof keyPrefix === 'function') return fixed;
    // The same language, namespace and prefix share one memory, whichever component asked.
    const scope = JSON.stringify([lng ?? lngs, ns, keyPrefix ?? null, args[3] ?? null]);
    const lookup: Lookup = (key, ...rest) => {
      // `t(key, undefined)` is how a namespace's own `t` passes "no values".
      if (typeof key !== 'string' || rest.some((value) => value !== undefined)) return fixed(key, ...rest);
      let texts = remembered.get(scope);
      if (!texts) remembered.set(scope, (texts = new Map()));
      const known = texts.get(key);
      if (known !== undefined) return known;
      const text = fixed(key);
      if (typeof text === 'string') texts.set(key, text);
      return text;
    };
    return Object.assign(lookup, { lng, lngs, ns, keyPrefix });
  };
  translator.getFixedT = getFixedT as unknown as I18n['getFixedT'];
}
