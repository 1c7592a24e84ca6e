import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';
import { ApiError, TransportError } from './errors';

export const REQUEST_TIMEOUT_MS = 30_000;
export const GET_RETRIES = 3;

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface HttpClientOptions {
  baseURL: string;
  timeoutMs?: number;
  /** How often a failed GET is tried again (GET_RETRIES unless set). */
  retries?: number;
  retryDelayMs?: (attempt: number) => number;
}

/** One host's axios instance, created on the first call so pages that call nothing never load axios. */
export interface HttpClient {
  readonly baseURL: string;
  instance(): Promise<AxiosInstance>;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;
}

async function createInstance(options: HttpClientOptions): Promise<AxiosInstance> {
  const [{ default: axios }, { default: axiosRetry, isNetworkError }] = await Promise.all([
    import('axios'),
    import('axios-retry'),
  ]);
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    withCredentials: true,
    headers: { 'Content-Type': 'application/json' },
  });
  axiosRetry(instance, {
    retries: options.retries ?? GET_RETRIES,
    // Only idempotent GETs are retried, on network failures, time-outs and server errors.
    retryCondition: (error) => {
      if (error.config?.method?.toLowerCase() !== 'get') return false;
      const status = error.response?.status;
      return isNetworkError(error) || error.code === 'ECONNABORTED' || (status !== undefined && status >= 500);
    },
    retryDelay: options.retryDelayMs ?? ((attempt) => attempt * 300),
  });
  return instance;
}

/** JSON, cookies for the session, 30 s timeout, GETs retried 3 times. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  let instance: Promise<AxiosInstance> | undefined;
  return {
    baseURL: options.baseURL,
    instance: () => {
      instance ??= createInstance(options);
      return instance;
    },
  };
}

function toTransportError(error: unknown): TransportError {
  if (isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new TransportError('timeout', 'The request timed out');
    }
    if (error.response) {
      return new TransportError('http', `HTTP ${error.response.status}`, error.response.status);
    }
    return new TransportError('network', error.message || 'Network error');
  }
  return new TransportError('network', error instanceof Error ? error.message : String(error));
}

/**
 * The one place that unwraps the {code, message, data} envelope: a success code yields the whole
 * envelope typed; any other code becomes an ApiError carrying it; anything else a TransportError.
 */
export async function callApi<T>(
  client: HttpClient,
  request: AxiosRequestConfig,
  successCodes: readonly number[] = [0],
): Promise<Envelope<T>> {
  let body: unknown;
  try {
    const response = await (await client.instance()).request<unknown>(request);
    body = response.data;
  } catch (error) {
    const payload = isAxiosError(error) ? error.response?.data : undefined;
    if (!isEnvelope(payload)) throw toTransportError(error);
    body = payload;
  }
  if (!isEnvelope(body)) throw new TransportError('malformed', 'The response is not an API envelope');
  if (!successCodes.includes(body.code)) throw new ApiError(body.code, body.message, body.data);
  return body as Envelope<T>;
}
