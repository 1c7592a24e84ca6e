import { BLOG_TYPE_IDS, type BlogTypeId } from '@echowatch/api-client';

export type BlogTypeKey = keyof typeof BLOG_TYPE_IDS;

const KEY_OF_ID = Object.fromEntries(Object.entries(BLOG_TYPE_IDS).map(([key, id]) => [id, key])) as Record<
  BlogTypeId,
  BlogTypeKey
>;

/** The text and colour key of a type id; an id the site does not know reads as marketing knowledge. */
export function blogTypeKey(id: number): BlogTypeKey {
  return KEY_OF_ID[id as BlogTypeId] ?? 'marketingKnowledge';
}
