import { useState, type FocusEvent } from 'react';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * When the carousel turns: the visitor's play/pause choice (paused from the start for those who ask
 * for less motion), and never while the pointer rests on the slides or focus is inside them.
 */
export function useCarouselRotation() {
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    playing,
    rotating: playing && !hovered && !focused,
    toggle: () => setPlaying((value) => !value),
    stageEvents: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
