import { useEffect } from 'react';
import { installEarlyEvents, type EarlyEvents } from './early-events';

/**
 * The page's early events (see installEarlyEvents). A page served by the site has them from its
 * first byte; elsewhere (a remote's harness, a page drawn without the site's server) they start now.
 */
export function earlyEvents(): EarlyEvents | null {
  return typeof window === 'undefined' ? null : installEarlyEvents(window);
}

/**
 * Once the part this component belongs to is live (its effects run after it has hydrated), what a
 * visitor did to it before is done again, in order, once. The part's root names it with
 * `data-needs-code`; controls in no named part wait for the page (`PAGE_PART`).
 */
export function useReleaseEarlyEvents(part: string): void {
  useEffect(() => earlyEvents()?.release(part), [part]);
}

/**
 * Placed beside a lazily loaded part inside its Suspense boundary: its effect runs when that
 * boundary has hydrated, which is when the part can answer what was held for it.
 */
export function EarlyEventsReleased({ part }: { part: string }): null {
  useReleaseEarlyEvents(part);
  return null;
}
