import { http, HttpResponse } from 'msw';
import { apiServer } from '@echowatch/test-utils/api-server';
import { TransportError } from '../errors';
import { createSiteApi } from '../site-api';
import { createSiteApiClients } from '../site-api-clients';

const OPEN_API = 'http://open-api.test/open-api';
const api = () =>
  createSiteApi(createSiteApiClients({ api: 'http://api.test', blog: 'http://blog.test', sso: 'http://sso.test', openApi: OPEN_API }));

describe('tryOpenApi', () => {
  it('sends the Api-Key header and the body to the Open API host, without cookies', async () => {
    let seen: { key: string | null; credentials: RequestCredentials; body: unknown } | undefined;
    apiServer.use(
      http.post(`${OPEN_API}/news/search`, async ({ request }) => {
        seen = { key: request.headers.get('Api-Key'), credentials: request.credentials, body: await request.json() };
        return HttpResponse.json({ code: 0, message: 'success', data: { total: 0, count: 0, hits: [] } });
      }),
    );
    const answer = await api().tryOpenApi({ method: 'POST', path: '/news/search', apiKey: 'key-1', body: { topic_id: 1 } });
    expect(answer).toEqual({ code: 0, message: 'success', data: { total: 0, count: 0, hits: [] } });
    expect(seen).toEqual({ key: 'key-1', credentials: 'same-origin', body: { topic_id: 1 } });
  });

  it('hands back an error envelope instead of throwing', async () => {
    apiServer.use(http.get(`${OPEN_API}/topic/list`, () => HttpResponse.json({ code: 15, message: 'Token has expired', data: null })));
    expect(await api().tryOpenApi({ method: 'GET', path: '/topic/list', apiKey: 'old' })).toEqual({
      code: 15,
      message: 'Token has expired',
      data: null,
    });
  });

  it('still fails when no envelope comes back', async () => {
    apiServer.use(http.post(`${OPEN_API}/news/search`, () => new HttpResponse('<html>', { status: 502 })));
    await expect(api().tryOpenApi({ method: 'POST', path: '/news/search', apiKey: 'k', body: {} })).rejects.toBeInstanceOf(TransportError);
  });
});
