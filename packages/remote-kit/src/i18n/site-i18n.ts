import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from '@echowatch/translation';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language } from '@echowatch/contracts';
import { loadActiveTexts, switchLanguage } from './text-groups';

export const LANGUAGES: readonly Language[] = ['vi', 'en'];
export { DEFAULT_LANGUAGE, LANGUAGE_COOKIE };
export const LANGUAGE_STORAGE_KEY = 'ew.language';

export type NamespaceResources = Record<Language, Record<string, unknown>>;

export function currentLanguage(instance: i18n = i18next): Language {
  // i18next leaves resolvedLanguage unset when no bundle existed at init, and the site adds every
  // namespace after init; the chosen language is then only in `language`.
  return (instance.resolvedLanguage ?? instance.language) === 'en' ? 'en' : 'vi';
}

function followDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'en' ? 'en' : 'vi';
}

const SHARED_OPTIONS = {
  supportedLngs: LANGUAGES,
  fallbackLng: DEFAULT_LANGUAGE,
  nonExplicitSupportedLngs: false,
  load: 'languageOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
} as const;

/**
 * The server's instance: the store of every namespace, never switched; each request renders with
 * `cloneInstance({ lng })`, which shares the store and keeps its own language.
 */
export async function initServerI18n(): Promise<i18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({ ...SHARED_OPTIONS, lng: DEFAULT_LANGUAGE, resources: {} });
  }
  return i18next;
}

const ONE_YEAR_S = 31_536_000;

/** Keeps the choice where the detector would: localStorage for the browser, a cookie for the server. */
function rememberLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/**
 * Initialises the one i18next instance of the page (the shared singleton). A page the server
 * rendered passes the language it was rendered in (the server already weighed `?lng=`, the cookie
 * and the browser's languages), so hydration starts in it and the language detector is not even
 * downloaded. Without one (the stand-alone harness) the detector decides: `?lng=` overrides the
 * stored choice so links can be shared. Either way the choice persists in localStorage and a cookie.
 */
export async function initSiteI18n(options: { resources?: Resource; language?: Language } = {}): Promise<i18n> {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', followDocumentLanguage);
    if (options.language) {
      i18next.on('languageChanged', rememberLanguage);
    } else {
      const { default: LanguageDetector } = await import('i18next-browser-languagedetector');
      i18next.use(LanguageDetector);
    }
    await i18next
      .use(initReactI18next)
      .init({
        ...SHARED_OPTIONS,
        lng: options.language,
        resources: options.resources ?? {},
        detection: {
          order: ['querystring', 'localStorage'],
          lookupQuerystring: 'lng',
          lookupLocalStorage: LANGUAGE_STORAGE_KEY,
          lookupCookie: LANGUAGE_COOKIE,
          // The cookie lets the server answer in the chosen language; a year, like the stored choice.
          caches: ['localStorage', 'cookie'],
          cookieMinutes: 525_600,
          cookieOptions: { path: '/', sameSite: 'lax' },
        },
      });
    followDocumentLanguage(currentLanguage());
    await loadActiveTexts(currentLanguage());
  } else if (options.language) {
    await switchLanguage(options.language);
  }
  return i18next;
}

/** Adds a remote's namespace to the shared instance; a remote calls this when its module loads. */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  const add = () => {
    for (const language of LANGUAGES) {
      i18next.addResourceBundle(language, namespace, resources[language], true, true);
    }
  };
  if (i18next.isInitialized) add();
  else i18next.on('initialized', add);
}
