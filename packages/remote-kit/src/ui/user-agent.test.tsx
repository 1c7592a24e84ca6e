/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { testSiteConfig } from '@echowatch/test-utils';
import { definePage } from '../config/site-config-context';
import { UserAgentProvider, useIsMobileUserAgent } from './user-agent';

const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

function DeviceProbe() {
  return <p>{useIsMobileUserAgent() ? 'phone' : 'computer'}</p>;
}

describe('useIsMobileUserAgent on the server', () => {
  it('reads the user agent of the request being answered', () => {
    const phone = renderToString(
      <UserAgentProvider userAgent={ANDROID}>
        <DeviceProbe />
      </UserAgentProvider>,
    );
    const computer = renderToString(
      <UserAgentProvider userAgent={DESKTOP}>
        <DeviceProbe />
      </UserAgentProvider>,
    );
    expect([phone, computer]).toEqual(['<p>phone</p>', '<p>computer</p>']);
  });

  it('reads an empty header as a computer', () => {
    const html = renderToString(
      <UserAgentProvider userAgent="">
        <DeviceProbe />
      </UserAgentProvider>,
    );
    expect(html).toBe('<p>computer</p>');
  });

  it('reads the navigator where no request is given, as in the browser', () => {
    const { navigator: nodeNavigator } = globalThis;
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: ANDROID }, configurable: true, writable: true });
    try {
      expect(renderToString(<DeviceProbe />)).toBe('<p>phone</p>');
    } finally {
      Object.defineProperty(globalThis, 'navigator', { value: nodeNavigator, configurable: true, writable: true });
    }
  });

  it("gives a remote's page the user agent the shell passes as a prop, with no provider of the remote's own around it", () => {
    const { Page } = definePage(DeviceProbe, []);
    const page = (userAgent: string) => renderToString(<Page config={testSiteConfig()} routeTitle="" userAgent={userAgent} />);
    expect(page(ANDROID)).toContain('<p>phone</p>');
    expect(page(DESKTOP)).toContain('<p>computer</p>');
  });
});
