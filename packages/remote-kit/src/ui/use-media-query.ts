import { useSyncExternalStore } from 'react';
import { mediaQueries } from '@echowatch/design-tokens';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True at the spec's mobile layout (834 px wide or less). */
export function useIsMobileLayout(): boolean {
  return useMediaQuery(mediaQueries.mobile);
}

export type MobilePlatform = 'ios' | 'android' | 'other';

export function mobilePlatform(userAgent: string = navigator.userAgent): MobilePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

export function isMobileUserAgent(userAgent: string = navigator.userAgent): boolean {
  return mobilePlatform(userAgent) !== 'other' || /Mobi/i.test(userAgent);
}
