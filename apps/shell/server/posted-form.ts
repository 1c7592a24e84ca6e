/** What a form without its code (no JavaScript, or sent before the page was live) may post. */
export const POSTED_FORM_LIMIT = '32kb';

/**
 * The posted fields as text, in order, every value of each name (a group of checkboxes posts one
 * per box). Handed to the page's route action only: never logged, never written anywhere.
 */
export function postedFields(body: unknown): Array<[string, string]> {
  if (!body || typeof body !== 'object') return [];
  return Object.entries(body as Record<string, unknown>).flatMap(([name, value]) =>
    [value].flat().flatMap((item) => (typeof item === 'string' ? [[name, item] as [string, string]] : [])),
  );
}
