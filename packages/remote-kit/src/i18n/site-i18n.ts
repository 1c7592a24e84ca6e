import i18next, { type i18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@echowatch/contracts';

export const LANGUAGES: readonly Language[] = ['vi', 'en'];
export const DEFAULT_LANGUAGE: Language = 'vi';
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

/**
 * Initialises the one i18next instance of the page (the shared singleton). `?lng=` overrides the
 * stored choice so links can be shared; the choice persists in localStorage.
 */
export async function initSiteI18n(options: { resources?: Resource; language?: Language } = {}): Promise<i18n> {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', followDocumentLanguage);
    await i18next
      .use(LanguageDetector)
      .use(initReactI18next)
      .init({
        lng: options.language,
        resources: options.resources ?? {},
        supportedLngs: LANGUAGES,
        fallbackLng: DEFAULT_LANGUAGE,
        nonExplicitSupportedLngs: false,
        load: 'languageOnly',
        interpolation: { escapeValue: false },
        returnNull: false,
        detection: {
          order: ['querystring', 'localStorage'],
          lookupQuerystring: 'lng',
          lookupLocalStorage: LANGUAGE_STORAGE_KEY,
          caches: ['localStorage'],
        },
        react: { useSuspense: false },
      });
    followDocumentLanguage(currentLanguage());
  } else if (options.language) {
    await i18next.changeLanguage(options.language);
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
