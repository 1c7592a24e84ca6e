import { kitResources } from './i18n/kit-resources';
import { registerNamespace } from './i18n/site-i18n';

registerNamespace('kit', kitResources);

export {
  currentLanguage,
  DEFAULT_LANGUAGE,
  initServerI18n,
  initSiteI18n,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
} from './i18n/site-i18n';
export { kitResources } from './i18n/kit-resources';
export {
  definePage,
  SiteConfigProvider,
  usePageActionData,
  usePageDataSource,
  useSiteApi,
  useSiteConfig,
} from './config/site-config-context';
export { usePageData, type PageData, type PageDataOptions, type PageDataState } from './data/use-page-data';
export { pageLoader, type PageDataCall, type PageLoadContext } from './data/page-loader';
export { siteApiFor } from './data/site-api-for';
export { forgetSignedIn, hasSignedInNote, leaveForConsole, noteSignedIn } from './session/signed-in-hint';
export { StructuredData, type StructuredDescription } from './title/structured-data';
export { usePageHead } from './title/use-page-head';
export { usePageTitle } from './title/use-page-title';
export { decodeHtmlEntities, plainExcerpt, plainText, truncateText } from './text';
export { BeingBuiltNotice } from './ui/being-built-notice';
export {
  isMobileUserAgent,
  mobilePlatform,
  useIsMobileLayout,
  useMediaMatch,
  useMediaQuery,
  type MobilePlatform,
} from './ui/use-media-query';
export { useHydrated } from './ui/use-hydrated';
export { onDemand, type OnDemandPart } from './on-demand/on-demand';
export { NEEDS_CODE_ATTRIBUTE, PAGE_PART, type EarlyEvents } from './early-events/early-events';
export { EarlyEventsReleased, earlyEvents, useReleaseEarlyEvents } from './early-events/use-release-early-events';
export { UserAgentProvider, useIsMobileUserAgent, useMobilePlatform, useServerUserAgent } from './ui/user-agent';
export { defineTexts, forgetTextGroups, keepTextGroups, loadActiveTexts, loadTexts, switchLanguage, type TextGroup } from './i18n/text-groups';
export { namespaceTexts, type Texts, type TextsOfGroups } from './i18n/namespace-texts';
export type { TextKey, TextValues, Translation, TreeKey } from './i18n/text-types';
