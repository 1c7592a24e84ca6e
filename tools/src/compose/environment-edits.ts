import { applyEdits, modify, type FormattingOptions } from 'jsonc-parser';
import type { RemoteName, SiteConfig } from '@echowatch/contracts';

// The layout the environment files are written in (configs/environments/*.json).
const FORMATTING: FormattingOptions = { insertSpaces: true, tabSize: 2, eol: '\n' };

type RemoteKeyed = 'remotes' | 'canaries' | 'serverDigests';

/**
 * The environment text with `group[remote]` set to `value`, or removed when `value` is undefined,
 * along with the group once it is empty. Edited in place with jsonc-parser, as an editor would:
 * the rest of the file keeps the layout its authors gave it.
 */
export function setRemoteMember(text: string, group: RemoteKeyed, remote: RemoteName, value: unknown): string {
  const members = (JSON.parse(text) as SiteConfig)[group] as Record<string, unknown> | undefined;
  const emptied = value === undefined && members !== undefined && Object.keys(members).every((name) => name === remote);
  const path = emptied ? [group] : [group, remote];
  if (value === undefined && members?.[remote] === undefined) return text;
  return applyEdits(text, modify(text, path, value, { formattingOptions: FORMATTING }));
}
