import type { Language } from './document-types';

/** A description written in both languages; the document is published once per language. */
export class LocalizedText {
  constructor(
    readonly vi: string,
    readonly en: string,
  ) {}
}

export const text = (vi: string, en: string): LocalizedText => new LocalizedText(vi, en);

/** The document before it is published in one language: any text may still be a LocalizedText. */
export type SourceNode =
  | string
  | number
  | boolean
  | null
  | undefined
  | LocalizedText
  | readonly SourceNode[]
  | { readonly [key: string]: SourceNode };

/** Replaces every LocalizedText by its text in `language` and drops undefined members. */
export function localize(node: SourceNode, language: Language): unknown {
  if (node instanceof LocalizedText) return node[language];
  if (Array.isArray(node)) return node.map((entry) => localize(entry as SourceNode, language));
  if (node !== null && typeof node === 'object') {
    const entries = Object.entries(node as Record<string, SourceNode>).filter(([, value]) => value !== undefined);
    return Object.fromEntries(entries.map(([key, value]) => [key, localize(value, language)]));
  }
  return node;
}
