import { useEffect } from 'react';
import { earlyEvents, PAGE_PART } from '@echowatch/remote-kit';

// Once the first page is live it stays so: later pages are drawn by the live site.
let live = false;
const waiting = new Set<() => void>();

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
    live = true;
    for (const run of [...waiting]) run();
    waiting.clear();
  }, []);
}

/**
 * Runs `work` once the page is live, at once if it already is; returns a cancel. For work the page
 * does not need to go live (a background check): started during hydration, its downloads would
 * compete with the page's own code on a slow connection.
 */
export function whenPageLive(work: () => void): () => void {
  if (live) {
    work();
    return () => undefined;
  }
  const run = () => work();
  waiting.add(run);
  return () => waiting.delete(run);
}

export function PageReadyMark() {
  useMarkPageReady();
  return null;
}
