import { createContext, useContext, type ReactNode } from 'react';
import type { TextGroup } from '../i18n/text-groups';

/**
 * The page's groups of texts that only its static parts read: the server loads them with the page
 * (`definePage`'s third list), the browser only when a static part has to be drawn there. A module
 * of its own, so a page without static parts does not bring `StaticPart` along with `definePage`.
 */
const StaticTextsContext = createContext<readonly TextGroup[]>([]);

export function StaticPartTexts({ groups, children }: { groups: readonly TextGroup[]; children: ReactNode }) {
  return <StaticTextsContext value={groups}>{children}</StaticTextsContext>;
}

export function useStaticPartTexts(): readonly TextGroup[] {
  return useContext(StaticTextsContext);
}
