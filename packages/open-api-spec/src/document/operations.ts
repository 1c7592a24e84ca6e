import type { OpenAPIV3_1 } from 'openapi-types';
import type { HttpMethod, OpenApiDocument, OperationExtensions, ReferenceObject, SchemaExtensions, SchemaObject } from './document-types';

export type DocumentSchema = SchemaObject & SchemaExtensions;
export type DocumentOperation = OpenAPIV3_1.OperationObject & OperationExtensions;

/** One call of the document with what the docs page and the sandbox read from it. */
export interface OperationEntry {
  method: HttpMethod;
  path: string;
  operation: DocumentOperation;
  /** The component name of the request body schema; absent for calls without a body. */
  requestSchemaName?: string;
  requestExample?: unknown;
  /** The component name of the success envelope. */
  successSchemaName: string;
  successExample: unknown;
  /** Every documented example answer, keyed by example name (success, error11…). */
  responseExamples: Record<string, { summary?: string; description?: string; value: unknown }>;
}

const METHODS: readonly HttpMethod[] = ['get', 'post'];

function isReference(value: unknown): value is ReferenceObject {
  return typeof value === 'object' && value !== null && '$ref' in value;
}

/** Follows an internal `#/…` pointer of the document. */
export function resolvePointer<T>(document: OpenApiDocument, pointer: string): T {
  const segments = pointer.replace(/^#\//, '').split('/').map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = document;
  for (const segment of segments) {
    if (typeof node !== 'object' || node === null || !(segment in node)) throw new Error(`Unknown pointer ${pointer}`);
    node = (node as Record<string, unknown>)[segment];
  }
  return node as T;
}

/** A schema with its reference followed, if it is one. */
export function resolveSchema(document: OpenApiDocument, schema: SchemaObject | ReferenceObject): DocumentSchema {
  return (isReference(schema) ? resolvePointer<DocumentSchema>(document, schema.$ref) : schema) as DocumentSchema;
}

const componentName = (reference: ReferenceObject) => reference.$ref.split('/').pop()!;

function entryOf(document: OpenApiDocument, method: HttpMethod, path: string, operation: DocumentOperation): OperationEntry {
  const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const requestMedia = body?.content['application/json'];
  const response = operation.responses!['200'] as OpenAPIV3_1.ResponseObject;
  const media = response.content!['application/json']!;
  const [success] = (media.schema as SchemaObject).oneOf as ReferenceObject[];
  const responseExamples = Object.fromEntries(
    Object.entries(media.examples ?? {}).map(([name, example]) => [
      name,
      isReference(example) ? resolvePointer<OpenAPIV3_1.ExampleObject>(document, example.$ref) : example,
    ]),
  ) as OperationEntry['responseExamples'];
  const requestExample = requestMedia?.examples?.request as OpenAPIV3_1.ExampleObject | undefined;
  return {
    method,
    path,
    operation,
    requestSchemaName: requestMedia ? componentName(requestMedia.schema as ReferenceObject) : undefined,
    requestExample: requestExample?.value,
    successSchemaName: componentName(success!),
    successExample: responseExamples.success?.value,
    responseExamples,
  };
}

/** Every call of the document, in document order. */
export function listOperations(document: OpenApiDocument): OperationEntry[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) =>
      entryOf(document, method, path, item![method] as DocumentOperation),
    ),
  );
}

export function findOperation(document: OpenApiDocument, method: HttpMethod, path: string): OperationEntry | undefined {
  const operation = document.paths?.[path]?.[method] as DocumentOperation | undefined;
  return operation ? entryOf(document, method, path, operation) : undefined;
}
