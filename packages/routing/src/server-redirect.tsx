import { createContext, useContext, type ReactNode } from 'react';

type RedirectListener = (href: string) => void;

// Part of the shared module, so the shell's server and every remote's page read the same context.
const ServerRedirectContext = createContext<RedirectListener | null>(null);

/**
 * Around a page rendered on the server: a page that redirects while rendering (`<Navigate>`) is
 * answered with an HTTP redirect to `href`, rather than a page that moves only once its code runs.
 */
export function ServerRedirects({ onRedirect, children }: { onRedirect: RedirectListener; children: ReactNode }) {
  return <ServerRedirectContext.Provider value={onRedirect}>{children}</ServerRedirectContext.Provider>;
}

/** On the server, where a redirect decided while rendering goes; null in the browser. */
export function useServerRedirect(): RedirectListener | null {
  return useContext(ServerRedirectContext);
}
