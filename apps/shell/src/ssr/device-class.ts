import { isMobileUserAgent, mobilePlatform } from '@echowatch/remote-kit/device';

/**
 * What of a user agent can change a rendered page (a phone's layout, the app store it is sent
 * to): pages kept for reuse are kept per device class, never per raw header.
 */
export function deviceClass(userAgent: string): string {
  return `${mobilePlatform(userAgent)}-${isMobileUserAgent(userAgent) ? 'mobile' : 'desktop'}`;
}
