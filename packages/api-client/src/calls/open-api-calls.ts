import { ApiError } from '../errors';
import { callApi, type Envelope } from '../http-client';
import type { SiteApiClients } from '../site-api-clients';

/** One Open API request as an integrator would send it, e.g. from the try-it console of the docs. */
export interface OpenApiTrial {
  method: 'GET' | 'POST';
  /** Path under the Open API base URL, e.g. `/news/search`. */
  path: string;
  apiKey: string;
  body?: unknown;
}

/** The Open API, keyed by Api-Key rather than the visitor's session. */
export function openApiCalls({ openApi }: SiteApiClients) {
  return {
    /** Sends the request and hands back whatever envelope comes back, error codes included. */
    async tryOpenApi(trial: OpenApiTrial): Promise<Envelope<unknown>> {
      try {
        return await callApi<unknown>(
          openApi,
          {
            method: trial.method,
            url: trial.path,
            headers: { 'Api-Key': trial.apiKey },
            data: trial.method === 'POST' ? trial.body : undefined,
            // The key is the credential: no site cookie goes to the Open API host.
            withCredentials: false,
          },
          [0, 10],
        );
      } catch (error) {
        if (error instanceof ApiError) return { code: error.code, message: error.message, data: error.data };
        throw error;
      }
    },
  };
}
