import { http, HttpResponse } from 'msw';
import { apiServer } from '@echowatch/test-utils/api-server';
import { ApiError } from '../errors';
import { createSiteApi } from '../site-api';
import { createSiteApiClients } from '../site-api-clients';

const SSO = 'http://sso.test';
const api = createSiteApi(createSiteApiClients({ api: 'http://api.test', blog: 'http://api.test/blog', sso: SSO }));

describe('resendConfirmEmail', () => {
  it('posts the request id of the refused link with the captcha token', async () => {
    let body: unknown;
    apiServer.use(
      http.post(`${SSO}/register/resend-confirm-email`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 0, message: 'success', data: null });
      }),
    );
    await expect(api.resendConfirmEmail('tok-1', 'captcha-1')).resolves.toBeUndefined();
    expect(body).toEqual({ request_id: 'tok-1', recaptcha_response: 'captcha-1' });
  });

  it('rejects with the code of a refused captcha', async () => {
    apiServer.use(
      http.post(`${SSO}/register/resend-confirm-email`, () => HttpResponse.json({ code: 11, message: 'Captcha required', data: null })),
    );
    const error = await api.resendConfirmEmail('tok-1', 'spent').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 11 });
  });
});
