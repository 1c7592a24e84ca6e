import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_API_KEYS } from '@echowatch/open-api-spec';
import { findOperation, openApiDocument, type HttpMethod } from '@echowatch/open-api-spec/document';
import { createSchemaValidator, describeErrors } from '@echowatch/open-api-spec/validation';
import { createSandboxApp } from '../create-app';
import { openMemoryStore, type SandboxStore } from '../store/file-store';

export interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

const document = openApiDocument('en');
const validator = createSchemaValidator(document);

/**
 * Checks an answer against the document: it must fit the call's response schema (success or error
 * envelope) and carry one of the codes the call documents.
 */
export function contractViolations(method: HttpMethod, path: string, body: unknown): string[] {
  const entry = findOperation(document, method, path);
  if (!entry) return [`${method.toUpperCase()} ${path} is not in the document`];
  const envelope = body as Envelope;
  const schema = (envelope.code === 0 || envelope.code === 10) ? entry.successSchemaName : 'ErrorResponse';
  const validate = validator.component(schema);
  const problems = validate(body) ? [] : describeErrors(validate.errors).map((line) => `${schema}${line}`);
  if (!entry.operation['x-response-codes'].includes(envelope.code)) problems.push(`code ${envelope.code} is not documented for ${path}`);
  return problems;
}

/** A sandbox on a free port, for one test file. */
export async function startOpenApiSandbox() {
  const store: SandboxStore = openMemoryStore();
  const server: Server = createSandboxApp(store, { port: 0, dataDir: '', siteOrigin: 'http://localhost:8080' }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/open-api`;

  async function call(method: HttpMethod, path: string, body?: unknown, key: string | null = SANDBOX_API_KEYS.full): Promise<Envelope> {
    const response = await fetch(`${base}${path}`, {
      method: method.toUpperCase(),
      headers: { 'Content-Type': 'application/json', ...(key === null ? {} : { 'Api-Key': key }) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`${path} answered HTTP ${response.status}`);
    return (await response.json()) as Envelope;
  }

  return {
    store,
    base,
    call,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
