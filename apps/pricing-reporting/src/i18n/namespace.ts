/** The remote's i18n namespace; each page adds its own group of text to it when its code loads. */
export const NAMESPACE = 'pricing';
