/** Which account link a page was opened from: the last path segment decides. */
export type LinkKind = 'confirm' | 'invite';

export function linkKindFromPath(pathname: string): LinkKind {
  const lastSegment = pathname.split('/').filter(Boolean).at(-1);
  return lastSegment === 'invite' ? 'invite' : 'confirm';
}
