import { useEffect } from 'react';
import { useHydrated } from '@echowatch/remote-kit';
import * as styles from './early-toggle.module.css';

/**
 * The open state of a disclosure before the page's code runs (or without it): an empty manual
 * popover that a `popovertarget` button opens and closes by itself, and that the style sheet
 * follows (`:has(:popover-open)`). The browser also tells assistive technology whether it is
 * expanded. Once the page is live, React holds the state instead.
 */
export function EarlyToggleState({ id, className = '' }: { id: string; className?: string }) {
  return <span id={id} popover="manual" className={`${styles.state} ${className}`.trim()} />;
}

/** The button's attributes: the browser's toggle before hydration, React's after. */
export function useEarlyToggleButton(stateId: string, open: boolean) {
  const hydrated = useHydrated();
  return hydrated ? { 'aria-expanded': open } : { popoverTarget: stateId };
}

/** A disclosure opened before the page was live stays open: React takes the state over. */
export function useAdoptEarlyToggle(stateId: string, open: () => void): void {
  useEffect(() => {
    const state = document.getElementById(stateId);
    if (!state?.matches(':popover-open')) return;
    state.hidePopover();
    open();
  }, [stateId, open]);
}
