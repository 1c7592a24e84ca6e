import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { createSiteApi, createSiteApiClients, type SiteApi } from '@echowatch/api-client';
import type { RemotePageProps, SiteConfig } from '@echowatch/contracts';

interface SiteContextValue {
  config: SiteConfig;
  api: SiteApi;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  const value = useMemo(() => ({ config, api: createSiteApi(createSiteApiClients(config.hosts)) }), [config]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

function useSiteContext(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('A page must render inside SiteConfigProvider');
  return value;
}

export function useSiteConfig(): SiteConfig {
  return useSiteContext().config;
}

/** The typed site and account calls, bound to the hosts of the current environment. */
export function useSiteApi(): SiteApi {
  return useSiteContext().api;
}

/**
 * Turns a remote's page component into the exposed `Page`: the shell passes the configuration as a
 * prop, and the remote re-provides it in its own context, since contexts are not shared across builds.
 */
export function definePage<P extends object>(
  Component: ComponentType<P & { routeTitle: string }>,
): ComponentType<RemotePageProps & P> {
  function RemotePage({ config, ...rest }: RemotePageProps & P) {
    return (
      <SiteConfigProvider config={config}>
        <Component {...(rest as P & { routeTitle: string })} />
      </SiteConfigProvider>
    );
  }
  RemotePage.displayName = `RemotePage(${Component.displayName ?? Component.name})`;
  return RemotePage;
}
