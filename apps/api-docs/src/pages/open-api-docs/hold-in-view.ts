// A visitor moving or using the page (a click may come from assistive technology, without a
// pointer): from then on, where the page is is theirs.
const VISITOR_ACTIONS = ['wheel', 'touchstart', 'keydown', 'pointerdown', 'click'] as const;

/**
 * Aligns a picked item again each time `container` changes size: the references of the calls above
 * it load on demand and grow after the first scroll, which would push the item out of view. Holds
 * until the visitor scrolls or acts, or the returned function is called (the view changes); not for
 * a fixed time, since how long the references take depends on the device and the link.
 */
export function holdInView(container: Element | null | undefined, align: () => void): () => void {
  if (!container || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(align);
  const stop = () => {
    observer.disconnect();
    for (const type of VISITOR_ACTIONS) window.removeEventListener(type, stop);
  };
  for (const type of VISITOR_ACTIONS) window.addEventListener(type, stop, { passive: true });
  observer.observe(container);
  return stop;
}
