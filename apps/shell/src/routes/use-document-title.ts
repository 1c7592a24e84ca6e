import { useEffect } from 'react';
import { documentTitle } from '@echowatch/contracts';
import { useSiteConfig } from '@echowatch/remote-kit';

/** Sets the document title of a screen the shell draws itself (the not-found page). */
export function useDocumentTitle(title: string | null, tagline?: string): void {
  const { brand } = useSiteConfig();
  useEffect(() => {
    document.title = documentTitle(title, brand.name, tagline);
  }, [title, tagline, brand.name]);
}
