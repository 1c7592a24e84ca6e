import type { Language, PageDataSnapshot, PageDataSource, RemoteName, SiteConfig } from '@echowatch/contracts';

export const PAGE_STATE_ID = 'ew-page-state';

/**
 * What the server rendered a page with, inlined in it: the browser hydrates with the very
 * composition, language and data of the server's render and fetches none of them again.
 */
export interface PageState {
  config: SiteConfig;
  language: Language;
  pageData: PageDataSnapshot;
  /** Page modules (`remote/expose`) whose slot the server rendered as unavailable. */
  failed: string[];
  /** Of those, the ones left to the browser on purpose (a previewed remote). */
  deferred?: string[];
  /** The page module the server rendered the page's slot with, for the browser to start loading first. */
  page?: { remote: RemoteName; expose: string };
  /** Remote → version this browser previews in place of the live one. */
  preview?: Partial<Record<RemoteName, string>>;
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that cannot close its script element or start a comment, whatever the data holds. */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char]!);
}

export function readPageState(doc: Document = document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

export function snapshotSource(snapshot: PageDataSnapshot): PageDataSource {
  return { read: (key) => snapshot[key] };
}
