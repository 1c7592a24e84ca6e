import { whenPageLive } from '../rendering/page-ready';

/**
 * How long after the page is live the collector loads: past the page's own downloads, so its code
 * is never part of what a first visit waits for, nor of the route's first-load JavaScript (which
 * the budget check adds up until the network is idle). Nothing is lost by waiting but the views
 * of visitors who leave sooner: web-vitals reads the paints, shifts and first input from before it
 * arrived out of the browser's buffered entries.
 */
export const COLLECTOR_DELAY_MS = 3_000;

/** Runs `load` once, `delayMs` after the page is live. Kept this small: it is first-load code. */
export function loadCollectorLater(load: () => void, delayMs = COLLECTOR_DELAY_MS): void {
  whenPageLive(() => setTimeout(load, delayMs));
}
