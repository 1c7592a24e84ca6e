import { useSiteConfig } from '@echowatch/remote-kit';
import { toLegalBlocks, type LegalBlock } from './legal-blocks';

/** A section of a legal page: `id` is its anchor, the same in every language; `key` names its text. */
export interface LegalOutlineEntry<Key extends string = string> {
  id: string;
  key: Key;
}

export interface LegalSectionContent {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

/** A section's texts as a legal document holds them. */
export interface LegalSectionTexts {
  title: string;
  blocks: readonly unknown[];
}

/** The values legal text refers to, taken from the configuration of the environment. */
export function useLegalValues(): { brand: string; email: string; hotline: string } {
  const { brand, contact } = useSiteConfig();
  return { brand: brand.name, email: contact.email, hotline: contact.hotline };
}

/**
 * The sections of one legal document in the outline's order, from the document's `sections` texts
 * (read with `textsAt`, values filled in): an outline key the document lacks fails the type-check.
 */
export function legalSections<Key extends string>(
  texts: Readonly<Record<Key, LegalSectionTexts>>,
  outline: readonly LegalOutlineEntry<NoInfer<Key>>[],
): LegalSectionContent[] {
  return outline.map(({ id, key }) => ({ id, title: texts[key].title, blocks: toLegalBlocks(texts[key].blocks) }));
}
