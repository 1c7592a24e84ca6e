import { useEffect } from 'react';
import { useSiteConfig } from '@echowatch/remote-kit';

/** Sets "<title> | <brand>"; the home page passes no title and gets the brand with its tagline. */
export function useDocumentTitle(title: string | null, tagline?: string): void {
  const { brand } = useSiteConfig();
  useEffect(() => {
    document.title = title ? `${title} | ${brand.name}` : `${brand.name} – ${tagline ?? ''}`.replace(/ – $/, '');
  }, [title, tagline, brand.name]);
}
