/** One piece of a legal section: a paragraph, or a bulleted list of items. */
export type LegalBlock = string | { list: string[] };

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Narrows what i18next returns for a `blocks` key. A missing or mistyped entry yields no block
 * rather than a crash, so one broken translation cannot take the whole page down.
 */
export function toLegalBlocks(value: unknown): LegalBlock[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((block): LegalBlock[] => {
    if (typeof block === 'string') return [block];
    if (typeof block === 'object' && block !== null && 'list' in block && isStringList(block.list)) {
      return [{ list: block.list }];
    }
    return [];
  });
}
