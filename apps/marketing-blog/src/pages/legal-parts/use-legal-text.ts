import { useTranslation } from '@echowatch/translation';
import { useSiteConfig } from '@echowatch/remote-kit';
import { NAMESPACE } from '../../i18n/namespace';
import { toLegalBlocks, type LegalBlock } from './legal-blocks';

/** A section of a legal page: `id` is its anchor, the same in every language; `key` names its text. */
export interface LegalOutlineEntry {
  id: string;
  key: string;
}

export interface LegalSectionContent {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

/** The values legal text refers to, taken from the configuration of the environment. */
export function useLegalValues(): { brand: string; email: string; hotline: string } {
  const { brand, contact } = useSiteConfig();
  return { brand: brand.name, email: contact.email, hotline: contact.hotline };
}

/** The translated sections of one legal document (`documentKey` is its key in the namespace). */
export function useLegalSections(documentKey: string, outline: readonly LegalOutlineEntry[]): LegalSectionContent[] {
  const { t } = useTranslation(NAMESPACE);
  const values = useLegalValues();
  return outline.map(({ id, key }) => ({
    id,
    title: t(`${documentKey}.sections.${key}.title`, values),
    blocks: toLegalBlocks(t(`${documentKey}.sections.${key}.blocks`, { ...values, returnObjects: true })),
  }));
}
