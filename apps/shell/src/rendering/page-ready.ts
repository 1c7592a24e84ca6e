import { useEffect } from 'react';
import { earlyEvents, PAGE_PART } from '@echowatch/remote-kit';

/**
 * Marks the document once the page area is interactive (hydrated, or settled on the not-found or
 * fallback screen): `<html data-page="ready">`. Browser tests wait for it before they click, as a
 * visitor waits for a page to respond; nothing else reads it. What the visitor did to the page's
 * controls before (held by the early script) is done now, in order.
 */
export function useMarkPageReady(): void {
  useEffect(() => {
    earlyEvents()?.release(PAGE_PART);
    document.documentElement.dataset.page = 'ready';
  }, []);
}

export function PageReadyMark() {
  useMarkPageReady();
  return null;
}
