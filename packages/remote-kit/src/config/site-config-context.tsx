import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { createSiteApi, createSiteApiClients, type SiteApi } from '@echowatch/api-client';
import type { Language, PageDataSource, PageTitleSink, RemotePageProps, SiteConfig } from '@echowatch/contracts';
import { forgetTextGroups, loadTexts, textChunkName, type TextGroup } from '../i18n/text-groups';
import { OwnTokens } from '../ui/own-tokens';
import { UserAgentProvider } from '../ui/user-agent';

interface SiteContextValue {
  config: SiteConfig;
  api: SiteApi;
  pageData: PageDataSource | undefined;
  pageTitle: PageTitleSink | undefined;
}

const SiteContext = createContext<SiteContextValue | null>(null);

// On the server a page's calls must answer within the render budget, and a failed call is the
// browser's to repeat: no 30 s timeout and no retries on a runtime every visitor shares.
const SERVER_CALLS = { timeoutMs: 800, retries: 0 } as const;

export function SiteConfigProvider({
  config,
  pageData,
  pageTitle,
  children,
}: {
  config: SiteConfig;
  pageData?: PageDataSource;
  pageTitle?: PageTitleSink;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const options = typeof window === 'undefined' ? SERVER_CALLS : {};
    return { config, api: createSiteApi(createSiteApiClients(config.hosts, options)), pageData, pageTitle };
  }, [config, pageData, pageTitle]);
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

/** The results the page was server-rendered with, if it was. */
export function usePageDataSource(): PageDataSource | undefined {
  return useSiteContext().pageData;
}

/** Where the page states its document title, when the shell (or a test) provides one. */
export function usePageTitleSink(): PageTitleSink | undefined {
  return useSiteContext().pageTitle;
}

/**
 * The module a remote exposes for a route: the page, wrapped in what the shell supplies, and the
 * texts it needs, which the shell loads in the visitor's language before the page renders
 * (`staticTexts`: the groups only its `StaticPart`s read, loaded there on the server alone; a
 * static part drawn in the browser loads them itself). The
 * shell passes the configuration, the server-rendered data, where to state the title and the
 * request's user agent as props, and the remote re-provides them in its own contexts, since
 * contexts are not shared across builds.
 */
export function definePage<P extends object>(
  Component: ComponentType<P & { routeTitle: string }>,
  texts: readonly TextGroup[],
  staticTexts: readonly TextGroup[] = [],
): {
  Page: ComponentType<RemotePageProps & P>;
  prepare: (language: Language) => Promise<void>;
  release: () => void;
  textChunks: (language: Language) => string[];
} {
  function RemotePage({ config, pageData, pageTitle, userAgent, ...rest }: RemotePageProps & P) {
    const page = (
      <SiteConfigProvider config={config} pageData={pageData} pageTitle={pageTitle}>
        <OwnTokens>
          <Component {...(rest as P & { routeTitle: string })} />
        </OwnTokens>
      </SiteConfigProvider>
    );
    return userAgent === undefined ? page : <UserAgentProvider userAgent={userAgent}>{page}</UserAgentProvider>;
  }
  RemotePage.displayName = `RemotePage(${Component.displayName ?? Component.name})`;
  return {
    Page: RemotePage,
    prepare: (language) => loadTexts(typeof document === 'undefined' ? [...texts, ...staticTexts] : texts, language),
    release: () => forgetTextGroups([...texts, ...staticTexts]),
    // Static texts are not named: a browser hydrating the page never needs them.
    textChunks: (language) => texts.flatMap((group) => textChunkName(group, language) ?? []),
  };
}
