import type { TextGroup } from '@echowatch/remote-kit';
import { findTranslationGaps } from '@echowatch/remote-kit/i18n-check';

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The dot key of every single text (or list) of a tree. */
function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (isTree(value) ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

/**
 * The checks every app's texts pass, whatever the type-check already proved: the named groups are
 * the app's whole list, all in its namespace; each group's two languages have the same keys and
 * lists of the same length (which types cannot see); and no text is written in two groups, which
 * share one namespace and would overwrite each other.
 */
export function describeTextGroups(namespace: string, groups: Record<string, TextGroup<unknown>>, allTexts: readonly TextGroup<unknown>[]): void {
  describe('text groups', () => {
    it('are every group of the app, each in its namespace', () => {
      expect(allTexts).toEqual(Object.values(groups));
      for (const group of allTexts) expect(group.namespace).toBe(namespace);
    });

    it.each(Object.entries(groups))('%s has every key in both languages', async (_name, group) => {
      const [vi, en] = await Promise.all([group.load('vi'), group.load('en')]);
      expect(findTranslationGaps({ vi, en })).toEqual([]);
    });

    it('never write the same text twice', async () => {
      const keys = (await Promise.all(allTexts.map((group) => group.load('vi')))).flatMap((vi) => leafKeys(vi));
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    });
  });
}
