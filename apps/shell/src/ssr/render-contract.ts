import type { Language, RemoteName, SiteConfig } from '@echowatch/contracts';
import type { RefusedServerCode } from './server-code-pins';

/** One page to render: the address as requested, the visitor's language and the served composition. */
export interface RenderRequest {
  url: string;
  language: Language;
  config: SiteConfig;
  /** The request's User-Agent header: sign-in pages render the app-download page for phones. */
  userAgent?: string;
  /** Versions this visitor previews (never in production): their manifests and version names. */
  preview?: { manifests: Partial<Record<RemoteName, string>>; versions: Partial<Record<RemoteName, string>> };
  /** `canary`: `config` is a canary cohort's composition, served beside the environment's own. */
  cohort?: 'canary';
  /** The remotes whose canary `config` names for this visitor: the page is the canary cohort's when its route's remote is one. */
  canaries?: RemoteName[];
  /** A form posted to the page (its fields in order, every value): its page's action answers it. */
  posted?: ReadonlyArray<readonly [string, string]>;
  /** The trace the render is part of (`traceparent`, `tracestate`), when the server traces. */
  trace?: Record<string, string>;
  /**
   * The `dataDigest` of the page the server keeps for this address: when the route's loaders
   * return the same data, the answer is `unchanged` and nothing is rendered.
   */
  keptDataDigest?: string;
}

/**
 * A file the browser should fetch with the document. Named in the document's `Link` header as
 * well as in its head, the request leaves while the browser is still setting the page up, before
 * it parses the first tag.
 */
export interface Preload {
  href: string;
  as: 'script';
}

/** A rendered page, for the HTTP server to put into the document. */
export interface RenderedPage {
  /** 200, 404 for an address that names nothing, or what a page's action answered a posted form with (400: invalid). */
  status: number;
  language: Language;
  /** The head the route states (title, description, indexing, addresses, link previews), as HTML tags React wrote. */
  headHtml: string;
  /** The answer depends on the visitor's device (its user agent), so caches must keep one per device. */
  perDevice?: boolean;
  appHtml: string;
  /** The inlined page state (already safe inside a script element). */
  stateJson: string;
  /** Style sheets and preload hints of the route's remote, as HTML tags. */
  headTags: string[];
  /** Hints the head names before anything else (the route's manifest and scripts), as HTML tags. */
  firstHints?: string[];
  /** The route's manifest and scripts of `firstHints`, for the `Link` header. */
  preloads?: Preload[];
  /** Where the page's loader sent the address (see `PageLoadResult.redirect`): answered as an HTTP redirect. */
  redirect?: string;
  /**
   * How the page may be reused for another visitor with the same address, language and device
   * class: `composition`, for as long as the served composition stays (it needs no data);
   * `data`, briefly (its data may change); `none`, not at all (a part failed or is left to the
   * browser, or its data did not arrive in time). Absent reads as `none`.
   */
  reuse?: 'composition' | 'data' | 'none';
  /** A digest of the data the loaders returned, for a page kept as `data`: what a later request compares. */
  dataDigest?: string;
  /** The loaders returned the data of `RenderRequest.keptDataDigest`: no page was rendered, the kept one stands. */
  unchanged?: boolean;
}

/**
 * Why a page's remote slot was rendered as the fallback on the server: its module did not load,
 * its remote is skipped after repeated failures, its page threw while rendering, its server code
 * differs from the digests the environment pins (and was not run), or, in production, the
 * environment pins none of it (and it is never loaded).
 */
export type FallbackReason = 'load' | 'skipped' | 'render' | 'digest' | 'unpinned';

/**
 * What the renderer tells the server it runs in: loads, fallbacks, the circuit breaker, render
 * times, and lines worth logging. The render bundle is built apart from the server, so it reports
 * through this instead of importing the server's logger and metrics.
 */
export interface RenderObserver {
  /** A remote's page module loaded or failed to, after `seconds`. */
  remoteLoad(remote: RemoteName, entry: string, outcome: 'loaded' | 'failed', seconds?: number): void;
  fallback(remote: RemoteName, entry: string, reason: FallbackReason): void;
  breaker(remote: RemoteName, open: boolean): void;
  /** A page rendered: its route pattern, the whole render and the part spent waiting for data, in seconds. */
  rendered(route: string, renderSeconds: number, dataSeconds: number): void;
  problem(message: string, error: unknown): void;
  /** A remote server file not run because it does not match the digests the environment pins. */
  refusedServerCode?(refused: RefusedServerCode): void;
}

export interface RendererOptions {
  /** Told of loads, fallbacks, the breaker and render times; nothing is reported without it. */
  observer?: RenderObserver;
  /** How long one remote's server build may take to load before its slot gets the fallback. */
  remoteBudgetMs?: number;
  /** How long a page's API data may take before the page renders its loading state. */
  dataBudgetMs?: number;
  /** Production: no remote's server code runs unless the environment pins its digests. */
  requirePinnedServerCode?: boolean;
}

export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderedPage>;
  /**
   * Loads the composition's page modules, so the first visitors do not wait for them. Settles once
   * each has loaded or failed (a failure is reported, and its pages render their fallback).
   */
  warm(config: SiteConfig): Promise<void>;
  /**
   * The remote versions whose server modules and files are kept in memory (live, previous,
   * previewed), read-only. Absent on a renderer that loads no remotes.
   */
  heldVersions?(): { remote: RemoteName; entry: string; role: 'live' | 'previous' | 'preview' }[];
}

export type CreatePageRenderer = (options?: RendererOptions) => Promise<PageRenderer>;
