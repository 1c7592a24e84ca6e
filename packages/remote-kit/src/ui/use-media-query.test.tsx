/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { isMobileUserAgent, mobilePlatform, useIsMobileLayout } from './use-media-query';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';

function LayoutProbe() {
  return <p>{useIsMobileLayout() ? 'mobile' : 'desktop'}</p>;
}

describe('media and user-agent helpers without a browser', () => {
  const { navigator: nodeNavigator } = globalThis;

  beforeEach(() => {
    // Node 21+ defines a navigator of its own; the shell's server may run without one.
    Object.defineProperty(globalThis, 'navigator', { value: undefined, configurable: true, writable: true });
  });

  afterEach(() => {
    Object.defineProperty(globalThis, 'navigator', { value: nodeNavigator, configurable: true, writable: true });
  });

  it('reads no navigator as a desktop instead of throwing', () => {
    expect(mobilePlatform()).toBe('other');
    expect(isMobileUserAgent()).toBe(false);
  });

  it('still reads a user agent it is given', () => {
    expect(mobilePlatform(IPHONE)).toBe('ios');
    expect(mobilePlatform(ANDROID)).toBe('android');
    expect(isMobileUserAgent(ANDROID)).toBe(true);
  });

  it('renders the desktop layout on the server, as the first client render does', () => {
    expect(renderToString(<LayoutProbe />)).toBe('<p>desktop</p>');
  });
});
