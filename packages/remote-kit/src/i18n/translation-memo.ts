import type { i18n } from 'i18next';
import type { TextValues } from './text-types';

type Translate = (key: string, options?: object) => unknown;

/** What `t` is, for i18next: a function fixed to one language (and namespace). */
interface FixedTranslate {
  lng?: unknown;
}

// A server renders with many values (names, amounts): past this, the memo starts again.
export const MEMO_LIMIT = 2_000;

const memos = new WeakMap<object, Map<string, unknown>>();

/**
 * The memo of one text store: shared by the instance and its per-request clones (the server's
 * `cloneInstance` keeps the store), emptied whenever a bundle is added or removed.
 */
function memoOf(instance: i18n): Map<string, unknown> | undefined {
  // An instance that was never initialised has no store yet: nothing to remember then.
  const store = instance.store as i18n['store'] | undefined;
  if (!store) return undefined;
  let memo = memos.get(store);
  if (!memo) {
    const created = new Map<string, unknown>();
    const forget = () => created.clear();
    store.on('added', forget);
    store.on('removed', forget);
    memos.set(store, created);
    memo = created;
  }
  return memo;
}

/** Plain values only: a text made with an object or an element is not assumed to repeat. */
function memoKey(head: string, key: string, values: TextValues | undefined): string | undefined {
  let id = `${head}\u0000${key}`;
  if (!values) return id;
  for (const name of Object.keys(values)) {
    const value: unknown = values[name];
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'number') return undefined;
    id += `\u0000${name}\u0001${typeof value}:${String(value)}`;
  }
  return id;
}

/**
 * `t`, remembering what it returned. i18next resolves every call anew (key path, fallbacks,
 * plural forms, interpolation): on a phone, the few hundred calls a page makes while it hydrates
 * cost tens of milliseconds of main thread, most of them for a text resolved moments before (the
 * server did the same for each request). The same store, language, namespace, key and values give
 * the same text until a bundle changes. A list read whole is kept frozen, as every caller shares it.
 */
export function memoisedTranslate(instance: i18n, namespace: string, translate: Translate) {
  const memo = memoOf(instance);
  const language = (translate as FixedTranslate).lng;
  const lookupLanguage = typeof language === 'string' ? language : instance.language;
  const head = `${lookupLanguage}\u0000${namespace}`;
  const resolve = (kind: 'text' | 'tree', key: string, values: TextValues | undefined): unknown => {
    if (kind === 'tree') return deepFreeze(translate(key, { ...values, returnObjects: true }));
    return (values ? undefined : storedText(instance, lookupLanguage, namespace, key)) ?? String(translate(key, values));
  };
  function read(kind: 'text' | 'tree', key: string, values: TextValues | undefined): unknown {
    const id = memoKey(`${head}\u0000${kind}`, key, values);
    if (!memo || id === undefined) return resolve(kind, key, values);
    if (memo.has(id)) return memo.get(id);
    const result = resolve(kind, key, values);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(id, result);
    return result;
  }
  return {
    text: (key: string, values?: TextValues) => read('text', key, values) as string,
    tree: (key: string, values?: TextValues) => read('tree', key, values),
  };
}

interface TextOptions {
  nsSeparator?: string | false;
  postProcess?: string | readonly string[] | false;
  interpolation?: { prefix?: string; nestingPrefix?: string };
}

/**
 * The text as the store holds it, where `t` would return it unchanged: a string found in the
 * language asked for, with nothing to fill in or nest and no post-processing. On the first render
 * of a page in the browser every text is new to the memo, and i18next's whole resolution (key
 * parsing, interpolation and nesting scans, option objects) costs a phone ~0.1 ms per text. Anything
 * else, a text missing in that language included, goes through `t`.
 */
function storedText(instance: i18n, language: string | undefined, namespace: string, key: string): string | undefined {
  const options = instance.options as TextOptions | undefined;
  // A formatting module (ICU and the like) reads every text, plain ones included.
  if (!options || !language || language === 'cimode' || instance.modules?.i18nFormat) return undefined;
  const nsSeparator = options.nsSeparator ?? ':';
  if ((nsSeparator && key.includes(nsSeparator)) || (options.postProcess && options.postProcess.length > 0)) return undefined;
  const stored: unknown = instance.getResource(language, namespace, key);
  if (typeof stored !== 'string' || stored === '') return undefined;
  const { prefix = '{{', nestingPrefix = '$t(' } = options.interpolation ?? {};
  return stored.includes(prefix) || stored.includes(nestingPrefix) ? undefined : stored;
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
