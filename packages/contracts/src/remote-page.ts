import type { ComponentType } from 'react';
import type { PageHeadData, PageHeadStatement } from './page-head';
import type { Language, SiteConfig } from './site-config';

/**
 * One settled result a page asked for while the server rendered it. Only answers that the browser
 * would get again travel: data, or a refusal the API stated with a code. A call that did not answer
 * in time is absent, so the browser shows the loading state and makes the call itself.
 */
export type PageDataEntry = { ok: true; value: unknown } | { ok: false; code: number; message: string };

/** The results a page was rendered with, by the key the page's data hook names them with. */
export type PageDataSnapshot = Record<string, PageDataEntry>;

/** Where a page's data hook finds the results its route's loader fetched, so it need not fetch them. */
export interface PageDataSource {
  read(key: string): PageDataEntry | undefined;
}

/** What a page's loader resolves with. */
export interface PageLoadResult {
  /** The results by the key the page's hooks read them with. */
  data: PageDataSnapshot;
  /** False when a call failed without a stated refusal, or had not settled when the shell stopped waiting. */
  complete: boolean;
  /** What the page knows of its head from that data (see `PageHeadData`); absent: the route's. */
  head?: PageHeadData;
  /**
   * The address names this page under another path of the site (`/open-api-docs` → its first
   * section): the shell answers with a redirect there (HTTP 302 on the server), keeping the language.
   */
  redirect?: string;
}

/** What a page's loader states instead of a head when its address moves elsewhere (see `PageLoadResult.redirect`). */
export interface PageRedirect {
  redirect: string;
}

/** A form posted to a page, as its `action` gets it: the page's loader request and the posted fields. */
export interface PageActionRequest extends PageLoadRequest {
  form: FormData;
}

/** What a page's action answers: data the page renders with (`actionData`) and the status of the answer. */
export interface PageActionResult {
  status: number;
  data: unknown;
}

/** What a page's loader is given: the address it renders, the route's params, language and composition. */
export interface PageLoadRequest {
  /** Path and query, as requested. */
  url: string;
  params: Readonly<Record<string, string | undefined>>;
  language: Language;
  config: SiteConfig;
  /**
   * Aborted once the shell stops waiting (its data budget is spent, or the navigation was left):
   * what settles later is not used, and the page's hooks make those calls themselves.
   */
  signal: AbortSignal;
}

/**
 * Where a page states its own document title once it knows it (a post's title, a solution's name),
 * without the brand: the shell writes "<title> | <brand>", and the route's title until a page
 * states one or after it withdraws it (null). Handed to pages in the browser; on the server the
 * page's loader states the head (`PageLoadResult.head`).
 */
export interface PageTitleSink {
  /** True only in shells built before loaders stated the head, which read it during a server render. */
  readonly duringRender: boolean;
  state(title: string | null): void;
  /**
   * States the page's whole head (see `PageHead`), that its address names nothing, or (null) that
   * it has withdrawn it. Absent in shells built before the shell rendered the head itself: the
   * page then writes its own tags.
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
  /**
   * A form posted to this page before its code ran (no JavaScript, or sent too early): the text of
   * its plain fields by name, for the page's boxes to show again. Absent otherwise.
   */
  postedForm?: { text(name: string): string | undefined };
  /** What the page's own `action` answered a form posted to it with (see `RemotePageModule.action`). */
  actionData?: unknown;
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
  /**
   * The page's loader: makes, before the page renders, the calls its data hooks read, and resolves
   * with their results by key (see `PageDataEntry`). The shell runs it once per view, on the server
   * and on client navigations alike. Absent on pages that show no data, and in builds made before
   * it existed (their hooks fetch in the browser).
   */
  load?(request: PageLoadRequest): Promise<PageLoadResult>;
  /**
   * The page's form handled without JavaScript: validates and sends what was posted, as the page's
   * code would, and answers with what the page then shows (the result, or the errors next to the
   * fields with what was typed). Absent on pages whose forms need their code (a captcha).
   */
  action?(request: PageActionRequest): Promise<PageActionResult>;
}
