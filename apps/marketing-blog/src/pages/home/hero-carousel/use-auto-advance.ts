import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { AUTOPLAY_MS } from './hero-slides';

interface Due {
  slide: number;
  /** On the clock of performance.now(). */
  at: number;
}

// Whether the banner of the page the server rendered has been timed yet. Browser-only: it is set in
// an effect, and effects never run on the server.
let servedBannerTimed = false;

/**
 * When the banner was first shown. The one of the page the server rendered has been on screen since
 * the first paint, before the page could run anything, whether React hydrates that markup or renders
 * it again; any later one (client navigation, Back to the first page) from now.
 */
function firstShown(servedPage: boolean, now: number): number {
  const served = servedPage && !servedBannerTimed;
  if (servedPage) servedBannerTimed = true;
  const paint = served ? performance.getEntriesByName('first-contentful-paint')[0] : undefined;
  return paint ? Math.min(paint.startTime, now) : now;
}

interface AutoAdvance {
  rotating: boolean;
  current: number;
  advance: () => void;
  /** The carousel is on the page the server rendered (the first page of the visit). */
  servedPage: boolean;
}

/**
 * Calls `advance` every AUTOPLAY_MS while `rotating`: the first time 5 s after the banner was first
 * shown (the first paint, for the page the server rendered), then 5 s after each change
 * of slide. A pause (the button, hover, focus) starts the wait over when rotation resumes; a turn
 * that did not happen is asked for again 5 s later.
 */
export function useAutoAdvance({ rotating, current, advance, servedPage }: AutoAdvance) {
  const [turns, setTurns] = useState(0);
  const due = useRef<Due | null>(null);
  const started = useRef(false);
  const onDue = useEffectEvent(advance);

  useEffect(() => {
    if (!rotating) {
      due.current = null;
      return;
    }
    const now = performance.now();
    const previous = due.current;
    const next: Due = !started.current
      ? { slide: current, at: firstShown(servedPage, now) + AUTOPLAY_MS }
      : previous?.slide === current
        ? previous
        : { slide: current, at: now + AUTOPLAY_MS };
    started.current = true;
    due.current = next;
    const timer = window.setTimeout(() => {
      due.current = { slide: current, at: performance.now() + AUTOPLAY_MS };
      onDue();
      setTurns((count) => count + 1);
    }, Math.max(0, next.at - now));
    return () => window.clearTimeout(timer);
  }, [rotating, current, turns, servedPage]);
}
