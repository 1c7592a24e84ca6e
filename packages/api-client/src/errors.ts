/** The server answered with an envelope whose code is not a success code for that call. */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data: unknown) {
    super(message || `API error ${code}`);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

export type TransportFailure = 'network' | 'timeout' | 'http' | 'malformed';

/** No usable envelope came back: the network failed, the call timed out, or the server broke. */
export class TransportError extends Error {
  readonly failure: TransportFailure;
  readonly status: number | undefined;

  constructor(failure: TransportFailure, message: string, status?: number) {
    super(message);
    this.name = 'TransportError';
    this.failure = failure;
    this.status = status;
  }
}

export function isApiError(error: unknown, code?: number): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
