import { defineTexts, namespaceTexts, type TextKey, type TextsOfGroups } from '@echowatch/remote-kit';

/** The remote's i18n namespace. */
export const NAMESPACE = 'apiDocs';

/** The Open API documentation (/open-api-docs): menu, introduction and the generated reference. */
export const openApiDocsTexts = defineTexts(NAMESPACE, {
  chunkName: 'texts-open-api-docs',
  vi: () => import(/* webpackChunkName: "texts-open-api-docs-vi" */ './open-api-docs/vi'),
  en: () => import(/* webpackChunkName: "texts-open-api-docs-en" */ './open-api-docs/en'),
});

export const allTexts = [openApiDocsTexts] as const;

/** Every text of the remote as one tree: what `useTexts` checks keys against. */
export type ApiDocsTexts = TextsOfGroups<typeof allTexts>;
/** The key of one text, for parts that are handed a key rather than reading a fixed one. */
export type ApiDocsTextKey = TextKey<ApiDocsTexts>;

export const { useTexts } = namespaceTexts<ApiDocsTexts>(NAMESPACE);
