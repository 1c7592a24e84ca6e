import type { TextKey, TextsOfGroups } from '@echowatch/remote-kit';
import type { allTexts } from '../../i18n/texts';

/** Every text of the remote as one tree: what `useTexts` checks keys against. */
export type MarketingTexts = TextsOfGroups<typeof allTexts>;

/** The key of one text, for parts that are handed a key rather than reading a fixed one. */
export type MarketingTextKey = TextKey<MarketingTexts>;
