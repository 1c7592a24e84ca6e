import { useState, type FocusEvent } from 'react';
import { useMediaQuery } from '@echowatch/remote-kit';

/**
 * Whether the visitor asked for less motion. False on the server and while hydrating (the markup
 * must not depend on it), the real answer right after; so a carousel that starts playing is paused
 * before its first turn.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

/**
 * When the carousel turns: the visitor's play/pause choice (paused from the start for those who ask
 * for less motion), and never while the pointer rests on the slides or focus is inside them.
 */
export function useCarouselRotation() {
  const reducedMotion = usePrefersReducedMotion();
  // Null until the visitor presses play or pause; until then the motion preference decides.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    playing,
    rotating: playing && !hovered && !focused,
    reducedMotion,
    toggle: () => setChoice(!playing),
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
