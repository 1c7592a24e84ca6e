import type { Language, PageDataSnapshot, PageDataSource, RemoteName, SiteConfig } from '@echowatch/contracts';
import type { PageSlotData } from '../routes/page-slot';

export const PAGE_STATE_ID = 'ew-page-state';

/**
 * What the server rendered a page with, inlined in it: the browser hydrates with the very
 * composition, language and data of the server's render and fetches none of them again.
 */
export interface PageState {
  config: SiteConfig;
  language: Language;
  /** What the route loaders gave the page, by route id: the browser router hydrates with it. */
  loaderData: Record<string, PageSlotData>;
  /** What a route's action answered a form posted to the page, by route id. */
  actionData?: Record<string, unknown>;
  /** The posted text the page's plain fields showed (never a secret field's), by field name. */
  postedForm?: Record<string, string>;
  /** The page module the server rendered the page's slot with, for the browser to start loading first. */
  page?: { remote: RemoteName; expose: string };
  /** Remote → version this browser previews in place of the live one. */
  preview?: Partial<Record<RemoteName, string>>;
  /** `canary`: the page was served to a canary's cohort, and `config` names the canary's version. */
  cohort?: 'canary';
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that cannot close its script element or start a comment, whatever the data holds. */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char]!);
}

export function serializePageState(state: PageState): string {
  return jsonInScript(state);
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
