import { http, HttpResponse } from 'msw';
import { apiServer, TEST_SSO } from '@echowatch/test-utils';

export const envelope = (code: number, data: unknown = null, message = code === 0 ? 'success' : 'refused') =>
  HttpResponse.json({ code, message, data });

/**
 * Answers one account-service call and records the JSON bodies (or, for GET, the query) it was sent.
 * `reply` may answer differently per call, e.g. a refusal first and a success next.
 */
export function answerSso(
  method: 'get' | 'post',
  path: string,
  reply: (body: Record<string, unknown>, call: number) => Response,
): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  apiServer.use(
    http[method](`${TEST_SSO}${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const body =
        method === 'get'
          ? Object.fromEntries(url.searchParams)
          : { ...((await request.json()) as Record<string, unknown>), ...Object.fromEntries(url.searchParams) };
      sent.push(body);
      return reply(body, sent.length);
    }),
  );
  return sent;
}

/** The sandbox captcha provider's token call. */
export function answerCaptcha(): Record<string, unknown>[] {
  let issued = 0;
  return answerSso('post', '/__sandbox/captcha/token', () => {
    issued += 1;
    return envelope(0, { token: `captcha-${issued}` });
  });
}
