import type { BlogPost, BlogTranslation } from '@echowatch/api-client';
import type { Language } from '@echowatch/contracts';
import { LANGUAGES } from '@echowatch/remote-kit';
import { LANGUAGE_PARAM } from '@echowatch/routing';

/** A post's address on the site, without its language (links keep the visitor's). */
export const postPath = (slug: string) => `/blog-detail/${encodeURIComponent(slug)}`;

/** The post's translation into `language`, if the editors wrote one. */
export function translationInto(post: BlogPost, language: Language): BlogTranslation | undefined {
  return post.language === language ? undefined : post.translations?.find((translation) => translation.language === language);
}

/**
 * The translation a document request asks for: its address names a language (`?lng=`, as the
 * language switch's link does) other than the post's, and the post has a translation in it. That is
 * the switch used before the page's code runs, so the server answers it. In the browser the switch
 * opens the translation itself, a step Back returns from: an address reached with Back, which then
 * follows the language in use, keeps its post. Nor does a saved preference alone move a reader off
 * the post a link named: the page says the translation exists instead.
 */
export function translationAsked(post: BlogPost, url: string): BlogTranslation | undefined {
  if (typeof document !== 'undefined') return undefined;
  const named = new URLSearchParams(url.split('?')[1] ?? '').get(LANGUAGE_PARAM);
  const language = LANGUAGES.find((candidate) => candidate === named);
  return language ? translationInto(post, language) : undefined;
}
