import { useEffect } from 'react';
import { EARLY_EVENTS_KEY, type EarlyEvents } from './early-events';

/**
 * The page's early events (see installEarlyEvents): a page served by the site has them from its
 * first byte, a remote's harness and the unit tests install them. Only looked up here, so no app
 * bundles a second copy of the script its pages already carry inline.
 */
export function earlyEvents(): EarlyEvents | null {
  if (typeof window === 'undefined') return null;
  return (window as Window & { [EARLY_EVENTS_KEY]?: EarlyEvents })[EARLY_EVENTS_KEY] ?? null;
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
