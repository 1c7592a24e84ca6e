import type { Language, RemoteName, SiteConfig } from '@echowatch/contracts';

/** One page to render: the address as requested, the visitor's language and the served composition. */
export interface RenderRequest {
  url: string;
  language: Language;
  config: SiteConfig;
  /** The request's User-Agent header: sign-in pages render the app-download page for phones. */
  userAgent?: string;
  /** Versions this visitor previews (never in production): their manifests and version names. */
  preview?: { manifests: Partial<Record<RemoteName, string>>; versions: Partial<Record<RemoteName, string>> };
}

/** A rendered page, for the HTTP server to put into the document. */
export interface RenderedPage {
  status: 200 | 404;
  language: Language;
  title: string;
  description: string;
  /** Sign-in and recovery pages and unknown addresses are not indexed. */
  noindex: boolean;
  /** The answer depends on the visitor's device (its user agent), so caches must keep one per device. */
  perDevice?: boolean;
  routeId: string | null;
  appHtml: string;
  /** The inlined page state (already safe inside a script element). */
  stateJson: string;
  /** Style sheets and preload hints of the route's remote, as HTML tags. */
  headTags: string[];
  /** Hints the head names before anything else (the page's lead image), as HTML tags. */
  firstHints?: string[];
  /** Where the page sent the visitor while rendering (`<Navigate>`): answered as an HTTP redirect. */
  redirect?: string;
}

export interface RendererOptions {
  /** How long one remote's server build may take to load before its slot gets the fallback. */
  remoteBudgetMs?: number;
  /** How long a page's API data may take before the page renders its loading state. */
  dataBudgetMs?: number;
}

export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderedPage>;
  /** Starts loading the composition's page modules, so the first visitors do not wait for them. */
  warm(config: SiteConfig): void;
}

export type CreatePageRenderer = (options?: RendererOptions) => Promise<PageRenderer>;
