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

/** Every key of a text tree that names one string, e.g. `faq.title`. */
export type TextKey<T> = {
  [K in Keys<T>]: T[K] extends string ? K : T[K] extends readonly unknown[] ? never : `${K}.${TextKey<T[K]>}`;
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
