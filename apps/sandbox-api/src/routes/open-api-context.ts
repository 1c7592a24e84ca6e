import type { SandboxStore } from '../store/file-store';
import type { StoredApiKey } from '../seed/open-api-seed';

/** A request that passed the key, module, schema and date checks, with its defaults filled in. */
export interface CheckedRequest {
  body: Record<string, unknown>;
  key: StoredApiKey;
  /** The documented date range, when the call takes one. */
  range?: { from: Date; to: Date };
  store: SandboxStore;
}

/** An envelope code other than success, with what went wrong for the message. */
export interface Refusal {
  code: number;
  detail?: string;
}

/** A handler answers data, or a refusal (e.g. 17 for content outside the organization). */
export type HandlerResult = { data: unknown } | Refusal;

export type OpenApiHandler = (request: CheckedRequest) => HandlerResult | Promise<HandlerResult>;

export const refused = (code: number, detail?: string): Refusal => ({ code, detail });
