import type { NamespaceResources } from './site-i18n';

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flattenKeys(child, prefix ? `${prefix}.${key}` : key));
}

/** Keys present in one language only, and keys whose text is empty: both are translation bugs. */
export function findTranslationGaps(resources: NamespaceResources): string[] {
  const vi = new Set(flattenKeys(resources.vi));
  const en = new Set(flattenKeys(resources.en));
  const gaps: string[] = [];
  for (const key of vi) if (!en.has(key)) gaps.push(`en is missing "${key}"`);
  for (const key of en) if (!vi.has(key)) gaps.push(`vi is missing "${key}"`);
  return gaps;
}
