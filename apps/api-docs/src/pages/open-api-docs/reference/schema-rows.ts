import { DATE_PATTERN, DATE_TIME_PATTERN, resolvePointer, type OpenApiDocument } from '@echowatch/open-api-spec/document';
import { OPEN_API_RULES } from '@echowatch/open-api-spec';

/** The parts of a document schema the tables read, typed loosely enough to walk any of them. */
export interface LooseSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  description?: string;
  properties?: Record<string, LooseSchema>;
  required?: string[];
  anyOf?: LooseSchema[];
  items?: LooseSchema;
  enum?: unknown[];
  default?: unknown;
  'x-note'?: string;
  'x-enum-descriptions'?: string[];
}

export interface EnumValue {
  value: unknown;
  label: string;
}

export interface ParameterRow {
  name: string;
  type: string;
  required: 'yes' | 'no' | 'oneOf';
  description: string;
  note?: string;
  defaultValue?: unknown;
  values: EnumValue[];
}

export interface AttributeRow {
  name: string;
  type: string;
  description: string;
  values: EnumValue[];
  /** Set when the attribute has the same members as one listed earlier, which are not repeated. */
  sameAs?: string;
}

const PATTERN_FORMATS: Record<string, string> = {
  [DATE_TIME_PATTERN]: OPEN_API_RULES.dateTimeFormat,
  [DATE_PATTERN]: 'yyyy/MM/dd',
};

function resolve(document: OpenApiDocument, schema: LooseSchema): LooseSchema {
  return schema.$ref ? resolvePointer<LooseSchema>(document, schema.$ref) : schema;
}

/** integer, string (email), integer[], string | null… as the tables print a type. */
export function typeLabel(document: OpenApiDocument, schema: LooseSchema): string {
  const resolved = resolve(document, schema);
  const types = ([] as string[]).concat(resolved.type ?? 'object');
  const named = types.map((type) => {
    if (type === 'array') return `${typeLabel(document, resolved.items ?? {})}[]`;
    const format = resolved.format ?? (resolved.pattern ? PATTERN_FORMATS[resolved.pattern] : undefined);
    return type === 'string' && format ? `string (${format})` : type;
  });
  return named.join(' | ');
}

function enumValues(document: OpenApiDocument, schema: LooseSchema): EnumValue[] {
  const resolved = resolve(document, schema);
  const source = resolved.enum ? resolved : resolved.items ? resolve(document, resolved.items) : undefined;
  return (source?.enum ?? []).map((value, index) => ({ value, label: source?.['x-enum-descriptions']?.[index] ?? '' }));
}

/** The request fields of a call, in document order, with what the parameter table shows. */
export function parameterRows(document: OpenApiDocument, schemaName: string): ParameterRow[] {
  const schema = resolvePointer<LooseSchema>(document, `#/components/schemas/${schemaName}`);
  const oneOf = new Set((schema.anyOf ?? []).flatMap((option) => option.required ?? []));
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const resolved = resolve(document, property);
    return {
      name,
      type: typeLabel(document, resolved),
      required: oneOf.has(name) ? 'oneOf' : schema.required?.includes(name) ? 'yes' : 'no',
      description: resolved.description ?? '',
      note: resolved['x-note'],
      defaultValue: resolved.default,
      values: enumValues(document, resolved),
    };
  });
}

/** The members of the success envelope, flattened: code, message, data, data.hits[].title… */
export function attributeRows(document: OpenApiDocument, schemaName: string): AttributeRow[] {
  const rows: AttributeRow[] = [];
  const expanded = new Map<string, string>();
  const walk = (schema: LooseSchema, path: string) => {
    const resolved = resolve(document, schema);
    const members = resolved.properties ?? (resolved.items ? undefined : {});
    if (resolved.items) {
      walk(resolved.items, `${path}[]`);
      return;
    }
    for (const [name, member] of Object.entries(members ?? {})) {
      const memberPath = path ? `${path}.${name}` : name;
      const target = resolve(document, member);
      const reference = member.$ref ?? member.items?.$ref;
      const sameAs = reference ? expanded.get(reference) : undefined;
      rows.push({
        name: memberPath,
        type: typeLabel(document, member),
        description: target.description ?? '',
        values: enumValues(document, target),
        sameAs,
      });
      if (sameAs) continue;
      if (reference) expanded.set(reference, member.items ? `${memberPath}[]` : memberPath);
      if (target.properties) walk(target, memberPath);
      else if (target.items && resolve(document, target.items).properties) walk(target.items, `${memberPath}[]`);
    }
  };
  walk({ $ref: `#/components/schemas/${schemaName}` }, '');
  return rows;
}
