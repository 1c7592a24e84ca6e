import { defineTexts, namespaceTexts, type TextsOfGroups } from '@echowatch/remote-kit';

/** The remote's i18n namespace. */
export const NAMESPACE = 'apiDocs';

/** The Open API documentation (/open-api-docs): menu, introduction and the generated reference. */
export const openApiDocsTexts = defineTexts(NAMESPACE, {
  vi: () => import('./open-api-docs/vi'),
  en: () => import('./open-api-docs/en'),
});

export const allTexts = [openApiDocsTexts] as const;

export const { useTexts, TransText } = namespaceTexts<TextsOfGroups<typeof allTexts>>(NAMESPACE);
