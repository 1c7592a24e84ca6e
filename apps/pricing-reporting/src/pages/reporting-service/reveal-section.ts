export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Brings a section into view, smoothly unless the visitor asked for less motion, and moves focus to
 * it so keyboard and screen-reader users arrive where the button took everyone else.
 */
export function revealSection(section: HTMLElement | null): void {
  if (!section) return;
  // jsdom and very old browsers have no scrollIntoView; focus still moves.
  section.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
