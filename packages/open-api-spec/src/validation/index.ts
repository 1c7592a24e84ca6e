export type { ErrorObject } from 'ajv';
export { createSchemaValidator, describeErrors, type SchemaValidator, type SchemaValidatorOptions } from './schema-validator';
