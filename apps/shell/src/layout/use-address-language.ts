import { useEffect } from 'react';
import { LANGUAGE_PARAM, useLocation, useSetAddressLanguage } from '@echowatch/routing';
import { useTexts } from '../i18n/texts';

/**
 * Keeps `?lng=` of the address on the language in use: an address that names another one (an
 * older history entry, reached with Back after a switch) would otherwise outvote the visitor's
 * choice on the next reload, since the server weighs `?lng=` before the saved choice.
 */
export function useAddressFollowsLanguage(): void {
  const { language } = useTexts();
  const { search } = useLocation();
  const setAddressLanguage = useSetAddressLanguage();
  const named = new URLSearchParams(search).get(LANGUAGE_PARAM);
  useEffect(() => {
    if (named !== null && named !== language) setAddressLanguage(language);
  }, [named, language, setAddressLanguage]);
}
