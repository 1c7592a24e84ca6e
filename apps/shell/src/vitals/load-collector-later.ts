import { whenPageLive } from '../rendering/page-ready';

/**
 * The name of the collector's chunk: the budget check leaves it out by this name
 * (`afterLive` in configs/bundle-budgets.json), since a first visit never waits for it.
 */
export const COLLECTOR_CHUNK = 'after-live-web-vitals';

type IdleScheduler = (work: () => void) => void;

// Browsers without idle callbacks (Safari) run it as the next task once the page is live.
const whenIdle: IdleScheduler = (work) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work());
  else window.setTimeout(work, 0);
};

/**
 * Runs `load` once, when the browser is first idle after the page is live: the page's own work and
 * downloads come first. Nothing is lost by waiting but the views of visitors who leave sooner:
 * web-vitals reads the paints, shifts and first input from before it arrived out of the browser's
 * buffered entries. Kept this small: it is first-load code.
 */
export function loadCollectorLater(load: () => void, schedule: IdleScheduler = whenIdle): void {
  whenPageLive(() => schedule(load));
}
