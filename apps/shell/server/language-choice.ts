import { parse as parseCookies } from 'cookie';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language } from '@echowatch/contracts';

const isLanguage = (value: string | undefined | null): value is Language => value === 'vi' || value === 'en';

/** The supported languages of an Accept-Language header, most preferred first. */
function acceptedLanguages(header: string | undefined): Language[] {
  return (header ?? '')
    .split(',')
    .map((item, index) => {
      const [range = '', ...params] = item.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: range.toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((item) => item.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((item) => item.language)
    .filter(isLanguage);
}

export interface LanguageSignals {
  query: string | null;
  cookieHeader: string | undefined;
  acceptLanguage: string | undefined;
}

/** The language a page is rendered in: `?lng=`, then the visitor's saved choice, then the browser's, then Vietnamese. */
export function chooseLanguage({ query, cookieHeader, acceptLanguage }: LanguageSignals): Language {
  if (isLanguage(query)) return query;
  // A mangled value is kept undecoded by the parser, so it is no language and costs nothing.
  const saved = parseCookies(cookieHeader ?? '')[LANGUAGE_COOKIE];
  if (isLanguage(saved)) return saved;
  return acceptedLanguages(acceptLanguage)[0] ?? DEFAULT_LANGUAGE;
}
