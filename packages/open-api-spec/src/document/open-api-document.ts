import type { Language, OpenApiDocument } from './document-types';
import { localize, type SourceNode } from './localized-text';
import { OPEN_API_SOURCE } from './open-api-source';

const published = new Map<Language, OpenApiDocument>();

/** The OpenAPI 3.1 document in one language. Shared and frozen in spirit: copy before changing it. */
export function openApiDocument(language: Language): OpenApiDocument {
  let document = published.get(language);
  if (!document) {
    document = localize(OPEN_API_SOURCE as unknown as SourceNode, language) as OpenApiDocument;
    published.set(language, document);
  }
  return document;
}

/** The document as a reader downloads it: pointed at the API host they use. */
export function documentForServer(language: Language, serverUrl: string): OpenApiDocument {
  const document = structuredClone(openApiDocument(language));
  document.servers = [{ url: serverUrl.replace(/\/+$/, '') }];
  return document;
}
