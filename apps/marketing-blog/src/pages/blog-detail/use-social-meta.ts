import { useEffect } from 'react';
import { applySocialMeta, type SocialMeta } from './social-meta';

/** Keeps the head's social tags on the post being read, and takes them away when it closes. */
export function useSocialMeta(meta: SocialMeta | null): void {
  const key = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (key === null) return;
    return applySocialMeta(JSON.parse(key) as SocialMeta);
  }, [key]);
}
