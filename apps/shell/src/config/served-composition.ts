import type { RemoteName, SiteConfig } from '@echowatch/contracts';
import { jsonInScript } from '../rendering/page-state';
import { loadSiteConfig, validateSiteConfig } from './load-site-config';

export const SERVED_COMPOSITION_ID = 'ew-served-composition';

/** The composition the server chose for this visitor, for a page it sent without rendering it. */
export interface ServedComposition {
  config: SiteConfig;
  /** The remotes whose canary `config` names for this visitor (their cohort in the page's figures). */
  canaries?: RemoteName[];
}

/** The element a page the server could not render carries its composition in (JSON, never run). */
export function servedCompositionScript(served: ServedComposition): string {
  return `<script id="${SERVED_COMPOSITION_ID}" type="application/json">${jsonInScript(served)}</script>`;
}

/**
 * The composition a page the server did not render starts with: the one the server chose for the
 * visitor (a canary cohort's among them), as the page carries it; `/env.json` only for a page that
 * carries none (the development server's).
 */
export async function servedComposition(doc: Document = document, load: () => Promise<SiteConfig> = loadSiteConfig): Promise<ServedComposition> {
  const text = doc.getElementById(SERVED_COMPOSITION_ID)?.textContent;
  if (!text) return { config: await load() };
  const served = JSON.parse(text) as ServedComposition;
  return { config: validateSiteConfig(served.config), ...(Array.isArray(served.canaries) ? { canaries: served.canaries } : {}) };
}
