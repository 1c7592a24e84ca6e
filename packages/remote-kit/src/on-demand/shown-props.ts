import { useSyncExternalStore } from 'react';
import i18next from 'i18next';

/**
 * Whether two sets of a part's props show the same: every value but functions compared as is. A
 * page passes new callbacks on every render; they change nothing on screen.
 */
export function sameShownProps(before: object, after: object): boolean {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (typeof a[key] === 'function' && typeof b[key] === 'function') || Object.is(a[key], b[key]));
}

function onLanguageChange(changed: () => void): () => void {
  i18next.on('languageChanged', changed);
  return () => i18next.off('languageChanged', changed);
}

const languageNow = () => i18next.language ?? '';

/** The site's language as it is now, following every change of it. */
export function useLanguageNow(): string {
  return useSyncExternalStore(onLanguageChange, languageNow, languageNow);
}
