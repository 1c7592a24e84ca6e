import type { ErrorObject } from '@echowatch/open-api-spec/validation';
import type { OperationEntry, OpenApiDocument, SchemaExtensions } from '@echowatch/open-api-spec/document';
import { resolveSchema } from '@echowatch/open-api-spec/document';
import { describeErrors, type SchemaValidator } from '@echowatch/open-api-spec/validation';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { API_KEY_COLLECTION, type StoredApiKey } from '../seed/open-api-seed';
import type { SandboxStore } from '../store/file-store';
import { refused, type Refusal } from './open-api-context';
import { DAY_MS, parseApiDateTime } from './open-api-dates';

/** 14 for a missing, unknown or locked key; 15 for an expired one. */
export function checkApiKey(store: SandboxStore, header: string | undefined): StoredApiKey | Refusal {
  const keys = store.data.collections[API_KEY_COLLECTION] as StoredApiKey[];
  const key = header ? keys.find((candidate) => candidate.key === header.trim()) : undefined;
  if (!key || key.locked) return refused(RESPONSE_CODE.invalidToken);
  if (Date.parse(key.expires_at) < Date.now()) return refused(RESPONSE_CODE.tokenExpired);
  return key;
}

/** 12 when the call needs a module the key's organization has not been granted. */
export function checkModule(entry: OperationEntry, key: StoredApiKey): Refusal | null {
  const module = entry.operation['x-required-module'];
  return module && !key.modules.includes(module) ? refused(RESPONSE_CODE.notAccessible) : null;
}

const isDateError = (error: ErrorObject, dateFields: readonly string[]) =>
  dateFields.some((field) => error.instancePath === `/${field}`) && (error.keyword === 'pattern' || error.keyword === 'type');

function explain(errors: readonly ErrorObject[]): string {
  const lines = errors
    .filter((error) => error.keyword !== 'anyOf')
    .map((error) => (error.keyword === 'required' && error.schemaPath.includes('anyOf') ? null : describeErrors([error])[0]!))
    .filter((line): line is string => line !== null);
  if (errors.some((error) => error.keyword === 'anyOf')) lines.unshift('topic_id or group_topic_id is required');
  return [...new Set(lines)].slice(0, 3).join('; ');
}

export interface CheckedBody {
  body: Record<string, unknown>;
  range?: { from: Date; to: Date };
}

/**
 * The request body against the document: its schema (11, or 18 when only the dates are malformed, with
 * the documented defaults filled in), then the real calendar dates (18), their order (11) and range (19).
 */
export function checkBody(
  document: OpenApiDocument,
  validator: SchemaValidator,
  entry: OperationEntry,
  raw: unknown,
): CheckedBody | Refusal {
  if (!entry.requestSchemaName) return { body: {} };
  const body = structuredClone(raw ?? {}) as Record<string, unknown>;
  const schema = resolveSchema(document, { $ref: `#/components/schemas/${entry.requestSchemaName}` }) as SchemaExtensions;
  const dateRange = schema['x-date-range'];
  const dateFields = dateRange ? [dateRange.from, dateRange.to] : [];
  const validate = validator.component(entry.requestSchemaName);
  if (!validate(body)) {
    const errors = validate.errors ?? [];
    if (errors.every((error) => isDateError(error, dateFields))) return refused(RESPONSE_CODE.invalidDateTime, `dates must be yyyy/MM/dd HH:mm:ss`);
    return refused(RESPONSE_CODE.invalidParams, explain(errors.filter((error) => !isDateError(error, dateFields))));
  }
  if (!dateRange) return { body };
  const from = parseApiDateTime(body[dateRange.from] as string);
  const to = parseApiDateTime(body[dateRange.to] as string);
  if (!from || !to) return refused(RESPONSE_CODE.invalidDateTime, 'dates must name a real day and time');
  if (to < from) return refused(RESPONSE_CODE.invalidParams, `${dateRange.to} is before ${dateRange.from}`);
  if (to.getTime() - from.getTime() > dateRange.maxDays * DAY_MS) return refused(RESPONSE_CODE.rangeExceeded);
  return { body, range: { from, to } };
}
