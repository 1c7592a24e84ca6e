import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from '../document/document-types';

/** Keywords the document adds to JSON Schema; Ajv is told they carry no validation. */
const DOCUMENT_KEYWORDS = ['x-note', 'x-enum-descriptions', 'x-date-range', 'example'];

const DOCUMENT_ID = 'urn:echowatch:open-api';

export interface SchemaValidator {
  /** A validator for `#/components/schemas/<name>`. */
  component(name: string): ValidateFunction;
  /** A validator for a schema under the components, by JSON pointer. */
  pointer(pointer: string): ValidateFunction;
}

export interface SchemaValidatorOptions {
  /** Fill in the documented defaults (the sandbox reads requests this way). */
  useDefaults?: boolean;
}

/** Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) over the document's own schemas. */
export function createSchemaValidator(document: OpenApiDocument, options: SchemaValidatorOptions = {}): SchemaValidator {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, strictRequired: false, useDefaults: options.useDefaults ?? false });
  addFormats(ajv);
  for (const keyword of DOCUMENT_KEYWORDS) ajv.addKeyword({ keyword, schemaType: ['string', 'array', 'object', 'number', 'boolean'] });
  // The component schemas go in under one id, where `#/components/schemas/…` references resolve;
  // `components` itself is declared a keyword so the holder compiles as an empty schema.
  ajv.addKeyword({ keyword: 'components', schemaType: 'object' });
  ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas: document.components?.schemas ?? {} } });
  const cache = new Map<string, ValidateFunction>();
  const pointer = (target: string): ValidateFunction => {
    let validate = cache.get(target);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}${target}` });
      cache.set(target, validate);
    }
    return validate;
  };
  return { pointer, component: (name) => pointer(`#/components/schemas/${name}`) };
}

/** Errors as short readable lines: "/size must be <= 50". */
export function describeErrors(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`);
}
