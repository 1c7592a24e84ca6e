import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { SiteApi } from '@echowatch/api-client';
import type { Language, PageDataSource, PageTitleSink, RemotePageProps, SiteConfig } from '@echowatch/contracts';
import { siteApiFor } from '../data/site-api-for';
import { forgetTextGroups, loadTexts, textChunkName, type TextGroup } from '../i18n/text-groups';
import { OwnTokens } from '../ui/own-tokens';
import { UserAgentProvider } from '../ui/user-agent';
import { PostedFormProvider } from '@echowatch/ui';

interface SiteContextValue {
  config: SiteConfig;
  api: SiteApi;
  pageData: PageDataSource | undefined;
  pageTitle: PageTitleSink | undefined;
  actionData: unknown;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteConfigProvider({
  config,
  pageData,
  pageTitle,
  actionData,
  children,
}: {
  config: SiteConfig;
  pageData?: PageDataSource;
  pageTitle?: PageTitleSink;
  actionData?: unknown;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ config, api: siteApiFor(config), pageData, pageTitle, actionData }),
    [config, pageData, pageTitle, actionData],
  );
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

/** What the page's `action` answered the form posted to it with (no JavaScript), if one was. */
export function usePageActionData(): unknown {
  return useSiteContext().actionData;
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
  function RemotePage({ config, pageData, pageTitle, userAgent, postedForm, actionData, ...rest }: RemotePageProps & P) {
    const page = (
      <SiteConfigProvider config={config} pageData={pageData} pageTitle={pageTitle} actionData={actionData}>
        <PostedFormProvider value={postedForm}>
          <OwnTokens>
            <Component {...(rest as P & { routeTitle: string })} />
          </OwnTokens>
        </PostedFormProvider>
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
