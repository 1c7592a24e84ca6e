/**
 * The English texts of a group have the shape of its Vietnamese ones, string for string: a key
 * missing or added in one language fails the type-check of `en.ts`.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translation<Item>[]
    : { readonly [K in keyof T]: Translation<T[K]> };

type Keys<T> = Extract<keyof T, string>;

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * A text written once per plural form (`count_one`, `count_other`) is read by the name before the
 * form, with `count`: i18next picks the form by the language's rules. The key of one form would pin
 * that form whatever the count, so it is not a key.
 */
type ReadAs<K extends string> = K extends `${infer Name}_${PluralForm}` ? Name : K;

/** Every key of a text tree that names one string, e.g. `faq.title`. */
export type TextKey<T> = {
  [K in Keys<T>]: T[K] extends string ? ReadAs<K> : T[K] extends readonly unknown[] ? never : `${K}.${TextKey<T[K]>}`;
}[Keys<T>];

/** Every key that names a list or a group of texts, read whole with `textsAt`, e.g. `faq.topics`. */
export type TreeKey<T> = {
  [K in Keys<T>]: T[K] extends string
    ? never
    : T[K] extends readonly unknown[]
      ? K
      : K | `${K}.${TreeKey<T[K]>}`;
}[Keys<T>];

/** The texts a tree key names. */
export type TextsAt<T, Key extends string> = Key extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextsAt<T[Head], Rest>
    : never
  : Key extends keyof T
    ? T[Key]
    : never;

/** Values a text interpolates (`{{brand}}`), and a count for plurals. */
export type TextValues = Record<string, string | number | undefined>;
