// No React and no styles here: the site's HTTP server (plain Node) classifies devices with it too.

export type MobilePlatform = 'ios' | 'android' | 'other';

/**
 * The browser's user agent; empty where there is no navigator (a server render), which reads as a
 * desktop. A page that renders by user agent must therefore read it after mount, or the server's
 * markup and the phone's first render differ.
 */
function browserUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : (navigator.userAgent ?? '');
}

export function mobilePlatform(userAgent: string = browserUserAgent()): MobilePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

export function isMobileUserAgent(userAgent: string = browserUserAgent()): boolean {
  return mobilePlatform(userAgent) !== 'other' || /Mobi/i.test(userAgent);
}
