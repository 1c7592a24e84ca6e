import { useEffect } from 'react';
import { LANGUAGE_PARAM, useLocation, useSetAddressLanguage } from '@echowatch/routing';
import { useTranslation } from '@echowatch/translation';
import { currentLanguage } from '@echowatch/remote-kit';

/**
 * Keeps `?lng=` of the address on the language in use: an address that names another one (an
 * older history entry, reached with Back after a switch) would otherwise outvote the visitor's
 * choice on the next reload, since the server weighs `?lng=` before the saved choice.
 */
export function useAddressFollowsLanguage(): void {
  const { i18n } = useTranslation();
  const { search } = useLocation();
  const setAddressLanguage = useSetAddressLanguage();
  const language = currentLanguage(i18n);
  const named = new URLSearchParams(search).get(LANGUAGE_PARAM);
  useEffect(() => {
    if (named !== null && named !== language) setAddressLanguage(language);
  }, [named, language, setAddressLanguage]);
}
