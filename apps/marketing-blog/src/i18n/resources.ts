import type { NamespaceResources } from '@echowatch/remote-kit';
import { privacyTexts } from './privacy-texts';
import { termsTexts } from './terms-texts';
import { unsubscribeTexts } from './unsubscribe-resources';

export { NAMESPACE } from './namespace';

/** Every text of the remote, for the translation check and the tests; pages register only theirs. */
export const resources: NamespaceResources = {
  vi: { ...termsTexts.vi, ...privacyTexts.vi, ...unsubscribeTexts.vi },
  en: { ...termsTexts.en, ...privacyTexts.en, ...unsubscribeTexts.en },
};
