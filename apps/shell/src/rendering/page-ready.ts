import { useEffect } from 'react';

/**
 * Marks the document once the page area is interactive (hydrated, or settled on the not-found or
 * fallback screen): `<html data-page="ready">`. Browser tests wait for it before they click, as a
 * visitor waits for a page to respond; nothing else reads it.
 */
export function useMarkPageReady(): void {
  useEffect(() => {
    document.documentElement.dataset.page = 'ready';
  }, []);
}

export function PageReadyMark() {
  useMarkPageReady();
  return null;
}
