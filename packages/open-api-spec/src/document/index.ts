export type {
  HttpMethod,
  Language,
  OpenApiDocument,
  OperationExtensions,
  ReferenceObject,
  SchemaExtensions,
  SchemaObject,
} from './document-types';
export {
  AGE_BANDS,
  ARTICLE_TYPES,
  GROUP_ARTICLE_TYPES,
  NEWS_SOURCE_IDS,
  OPEN_API_MODULES,
  ORDER_VALUES,
  SENTIMENTS,
  SOURCE_IDS,
} from './enumerations';
export { EXAMPLE_ARTICLE_IDS } from './examples-news';
export { DATE_PATTERN, DATE_TIME_PATTERN } from './schemas-common';
export { documentForServer, openApiDocument } from './open-api-document';
export {
  findOperation,
  listOperations,
  resolvePointer,
  resolveSchema,
  type DocumentOperation,
  type DocumentSchema,
  type OperationEntry,
} from './operations';
