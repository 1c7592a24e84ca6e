import type { OpenAPIV3_1 } from 'openapi-types';

export type Language = 'vi' | 'en';
export type OpenApiDocument = OpenAPIV3_1.Document;
export type SchemaObject = OpenAPIV3_1.SchemaObject;
export type ReferenceObject = OpenAPIV3_1.ReferenceObject;
export type HttpMethod = 'get' | 'post';

/** Extensions the document uses beyond OpenAPI: the docs page and the sandbox both read them. */
export interface OperationExtensions {
  /** The envelope codes this call can answer with, in the order the docs list them. */
  'x-response-codes': number[];
  /** A module the organization must be granted, otherwise the call answers code 12. */
  'x-required-module'?: string;
}

export interface SchemaExtensions {
  /** A remark shown in the "note" column of the parameter table. */
  'x-note'?: string;
  /** One description per `enum` value, in the same order. */
  'x-enum-descriptions'?: string[];
  /** The two date fields of a request and the longest range between them, in days. */
  'x-date-range'?: { from: string; to: string; maxDays: number };
}
