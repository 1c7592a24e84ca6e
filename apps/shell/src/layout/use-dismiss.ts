import { useEffect, type RefObject } from 'react';

/**
 * While `open`, Escape pressed inside `area` or a press outside it calls `close`. Escape then puts
 * focus on the control that opened it (`opener`), so a keyboard user is not left on a link that has
 * disappeared; it goes no further, so an open submenu closes before the menu around it.
 */
export function useDismiss(
  open: boolean,
  area: RefObject<HTMLElement | null>,
  close: () => void,
  opener: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const element = area.current;
    if (!open || !element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
      opener.current?.focus();
    };
    const onPress = (event: PointerEvent) => {
      if (event.target instanceof Node && !element.contains(event.target)) close();
    };
    element.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      element.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open, area, close, opener]);
}
