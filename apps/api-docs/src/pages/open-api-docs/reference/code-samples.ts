import { OPEN_API_HEADERS } from '@echowatch/open-api-spec';

export interface SampleRequest {
  method: 'GET' | 'POST';
  /** The full URL of the call. */
  url: string;
  body?: unknown;
  /** Name of the environment variable that holds the API key, e.g. ECHOWATCH_API_KEY. */
  keyVariable: string;
}

export const SAMPLE_LANGUAGES = ['curl', 'javascript', 'python'] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];

const quoteShell = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

function curlSample({ method, url, body, keyVariable }: SampleRequest): string {
  const lines = [`curl -X ${method} ${quoteShell(url)}`, `  -H "${OPEN_API_HEADERS.apiKey}: $${keyVariable}"`];
  if (body !== undefined) {
    lines.push(`  -H ${quoteShell(OPEN_API_HEADERS.contentType)}`, `  -d ${quoteShell(JSON.stringify(body, null, 2))}`);
  }
  return lines.join(' \\\n');
}

const indentAfterFirst = (text: string, by: string) => text.split('\n').join(`\n${by}`);

function javascriptSample({ method, url, body, keyVariable }: SampleRequest): string {
  const headers = [`    '${OPEN_API_HEADERS.apiKey}': process.env.${keyVariable},`];
  if (body !== undefined) headers.push(`    'Content-Type': 'application/json',`);
  return [
    `const response = await fetch('${url}', {`,
    `  method: '${method}',`,
    '  headers: {',
    ...headers,
    '  },',
    ...(body !== undefined ? [`  body: JSON.stringify(${indentAfterFirst(JSON.stringify(body, null, 2), '  ')}),`] : []),
    '});',
    'const { code, message, data } = await response.json();',
    'if (code !== 0 && code !== 10) throw new Error(`${code}: ${message}`);',
    'console.log(data);',
  ].join('\n');
}

/** A JSON value written as a Python literal (True, False, None instead of true, false, null). */
export function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((item) => typeof item !== 'object' || item === null)) return `[${value.map((item) => pythonLiteral(item)).join(', ')}]`;
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`).join('\n')}\n${indent}}`;
}

function pythonSample({ method, url, body, keyVariable }: SampleRequest): string {
  return [
    'import os',
    '',
    'import requests',
    '',
    `response = requests.${method.toLowerCase()}(`,
    `    "${url}",`,
    `    headers={"${OPEN_API_HEADERS.apiKey}": os.environ["${keyVariable}"]},`,
    ...(body !== undefined ? [`    json=${pythonLiteral(body, '    ')},`] : []),
    '    timeout=30,',
    ')',
    'body = response.json()',
    'if body["code"] not in (0, 10):',
    '    raise RuntimeError(f"{body[\'code\']}: {body[\'message\']}")',
    'print(body["data"])',
  ].join('\n');
}

const WRITERS: Record<SampleLanguage, (request: SampleRequest) => string> = {
  curl: curlSample,
  javascript: javascriptSample,
  python: pythonSample,
};

export function codeSample(language: SampleLanguage, request: SampleRequest): string {
  return WRITERS[language](request);
}

/** ECHOWATCH_API_KEY for the brand EchoWatch. */
export function keyVariableOf(brand: string): string {
  return `${brand.normalize('NFD').replace(/[^A-Za-z0-9]+/g, '_').toUpperCase()}_API_KEY`;
}
