import { createContext, useContext, type ReactNode } from 'react';
import { isMobileUserAgent, mobilePlatform, type MobilePlatform } from './use-media-query';

// Undefined in the browser, where the navigator knows; the server passes the request's header.
const UserAgentContext = createContext<string | undefined>(undefined);

/** Gives a server render the user agent of the request it answers. */
export function UserAgentProvider({ userAgent, children }: { userAgent: string; children: ReactNode }) {
  return <UserAgentContext.Provider value={userAgent}>{children}</UserAgentContext.Provider>;
}

/** The user agent of the request a server render answers; undefined in the browser. */
export function useServerUserAgent(): string | undefined {
  return useContext(UserAgentContext);
}

/**
 * Whether the visitor's browser says it is a phone or tablet. The server reads the request's header
 * and the browser its navigator, so both agree and a page may render by it from the first render.
 */
export function useIsMobileUserAgent(): boolean {
  const serverUserAgent = useContext(UserAgentContext);
  return serverUserAgent === undefined ? isMobileUserAgent() : isMobileUserAgent(serverUserAgent);
}

/** The visitor's phone platform (its app store), read like useIsMobileUserAgent: the same on both sides. */
export function useMobilePlatform(): MobilePlatform {
  const serverUserAgent = useContext(UserAgentContext);
  return serverUserAgent === undefined ? mobilePlatform() : mobilePlatform(serverUserAgent);
}
