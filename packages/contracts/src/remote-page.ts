import type { ComponentType } from 'react';
import type { PageHeadStatement } from './page-head';
import type { Language, SiteConfig } from './site-config';

/**
 * One settled result a page asked for while the server rendered it. Only answers that the browser
 * would get again travel: data, or a refusal the API stated with a code. A call that did not answer
 * in time is absent, so the browser shows the loading state and makes the call itself.
 */
export type PageDataEntry = { ok: true; value: unknown } | { ok: false; code: number; message: string };

/** The results a page was rendered with, by the key the page's data hook names them with. */
export type PageDataSnapshot = Record<string, PageDataEntry>;

/**
 * Where a page's data hook finds results it need not fetch. On the server, `request` collects the
 * calls a first render asks for, so the final render has their results.
 */
export interface PageDataSource {
  read(key: string): PageDataEntry | undefined;
  request?(key: string, load: () => Promise<unknown>): void;
}

/**
 * Where a page states its own document title once it knows it (a post's title, a solution's name),
 * without the brand: the shell writes "<title> | <brand>", and the route's title until a page
 * states one or after it withdraws it (null).
 */
export interface PageTitleSink {
  /** True on the server, where no effect runs: the page states its title while it renders. */
  readonly duringRender: boolean;
  state(title: string | null): void;
  /**
   * States the page's whole head (see `PageHead`), or that its address names nothing, on the
   * server, while it renders. Absent in shells built before it existed, and in the browser, where
   * the page writes its own tags.
   */
  head?(statement: PageHeadStatement): void;
}


/** The document title the shell writes: "<title> | <brand>", or without a title the brand and tagline. */
export function documentTitle(title: string | null, brand: string, tagline?: string): string {
  return title ? `${title} | ${brand}` : `${brand} – ${tagline ?? ''}`.replace(/ – $/, '');
}

/** What the shell hands every page it renders from a remote. */
export interface RemotePageProps {
  config: SiteConfig;
  /** The shell's translated title of the route, for pages that show it as their heading. */
  routeTitle: string;
  /** Results the page was server-rendered with (absent on pages opened by client navigation). */
  pageData?: PageDataSource;
  /** Where the page states its own document title (absent outside the shell). */
  pageTitle?: PageTitleSink;
  /**
   * The user agent of the request a server render answers (absent in the browser, whose navigator
   * tells). A prop, since the shell's context cannot reach a separately built remote.
   */
  userAgent?: string;
}

/** The shape of every module a remote exposes for a route. */
export interface RemotePageModule {
  Page: ComponentType<RemotePageProps>;
  /** Loads what the page needs in a language (its texts) before it renders in it. */
  prepare(language: Language): Promise<void>;
  /**
   * Lets go of what `prepare` registered on the shared i18n instance (the page's text groups), when
   * the server drops this version: otherwise those registrations keep the whole bundle reachable.
   * Absent in builds made before it existed.
   */
  release?(): void;
  /**
   * The names of the chunks of the page's texts in a language (`webpackChunkName`), which the
   * server names in the page so the browser fetches them with the document. Absent in builds made
   * before it existed.
   */
  textChunks?(language: Language): string[];
}
