import { http, HttpResponse } from 'msw';
import { apiServer } from '@echowatch/test-utils/api-server';
import { ApiError, TransportError } from './errors';
import { callApi, createHttpClient } from './http-client';

const BASE = 'http://api.test';
// No wait between attempts; a time-out no busy machine reaches for a stand-in that answers at once.
const client = createHttpClient({ baseURL: BASE, retryDelayMs: () => 0, timeoutMs: 10_000 });

describe('callApi', () => {
  it('returns the envelope when the code is a success code', async () => {
    apiServer.use(http.get(`${BASE}/thing`, () => HttpResponse.json({ code: 0, message: 'ok', data: { id: 7 } })));
    await expect(callApi<{ id: number }>(client, { method: 'GET', url: '/thing' })).resolves.toEqual({
      code: 0,
      message: 'ok',
      data: { id: 7 },
    });
  });

  it('accepts the success codes a call declares, such as 10', async () => {
    apiServer.use(http.post(`${BASE}/reset`, () => HttpResponse.json({ code: 10, message: '', data: null })));
    const result = await callApi(client, { method: 'POST', url: '/reset' }, [10]);
    expect(result.code).toBe(10);
  });

  it('turns any other code into an ApiError carrying it', async () => {
    apiServer.use(http.post(`${BASE}/login`, () => HttpResponse.json({ code: 32, message: 'Rate limited', data: null })));
    const error = await callApi(client, { method: 'POST', url: '/login' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 32, message: 'Rate limited' });
  });

  it('reads the envelope of an HTTP error response', async () => {
    apiServer.use(
      http.post(`${BASE}/bad`, () => HttpResponse.json({ code: 11, message: 'invalid params', data: null }, { status: 400 })),
    );
    await expect(callApi(client, { method: 'POST', url: '/bad' })).rejects.toMatchObject({ code: 11 });
  });

  it('retries a failing GET three times before giving up', async () => {
    let calls = 0;
    apiServer.use(
      http.get(`${BASE}/flaky`, () => {
        calls += 1;
        return new HttpResponse('down', { status: 503 });
      }),
    );
    const error = await callApi(client, { method: 'GET', url: '/flaky' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ failure: 'http', status: 503 });
    expect(calls).toBe(4);
  });

  it('recovers when a retried GET succeeds', async () => {
    let calls = 0;
    apiServer.use(
      http.get(`${BASE}/recovering`, () => {
        calls += 1;
        return calls < 3 ? HttpResponse.error() : HttpResponse.json({ code: 0, message: '', data: 'ok' });
      }),
    );
    await expect(callApi(client, { method: 'GET', url: '/recovering' })).resolves.toMatchObject({ data: 'ok' });
    expect(calls).toBe(3);
  });

  it('never retries a POST', async () => {
    let calls = 0;
    apiServer.use(
      http.post(`${BASE}/send`, () => {
        calls += 1;
        return new HttpResponse('down', { status: 502 });
      }),
    );
    await expect(callApi(client, { method: 'POST', url: '/send' })).rejects.toBeInstanceOf(TransportError);
    expect(calls).toBe(1);
  });

  it('reports a body that is not an envelope as malformed', async () => {
    apiServer.use(http.get(`${BASE}/html`, () => HttpResponse.text('<html></html>')));
    await expect(callApi(client, { method: 'GET', url: '/html' })).rejects.toMatchObject({ failure: 'malformed' });
  });
});
