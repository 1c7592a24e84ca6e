import { delay, http, HttpResponse } from 'msw';
import { apiServer, TEST_API } from '@echowatch/test-utils';

export const TEST_PROVINCES: Record<string, [string, string]> = {
  '1': ['Hà Nội', 'Hanoi'],
  '2': ['TP. Hồ Chí Minh', 'Ho Chi Minh City'],
  '4': ['Đà Nẵng', 'Da Nang'],
};

export const TEST_INDUSTRIES = [
  { id: 24, name: 'Hàng tiêu dùng nhanh', name_en: 'Fast-moving consumer goods' },
  { id: 40, name: 'Viễn thông - Công nghệ', name_en: 'Telecoms and technology' },
];

const envelope = (data: unknown, code = 0, message = code === 0 ? 'success' : 'error') =>
  HttpResponse.json({ code, message, data });

/** Serves the province and industry lists; a list given as `failing` answers with an error code. */
export function serveReferenceLists(failing: { provinces?: boolean; industries?: boolean } = {}): void {
  apiServer.use(
    http.get(`${TEST_API}/register/get-location`, () =>
      failing.provinces ? envelope(null, 16, 'Try again later') : envelope(TEST_PROVINCES),
    ),
    http.get(`${TEST_API}/register/industry/get-all`, () =>
      failing.industries ? envelope(null, 16, 'Try again later') : envelope(TEST_INDUSTRIES),
    ),
  );
}

export type SendAnswer = { code: number; data?: unknown } | 'network-error';

/** Answers POST /report-contact/send and records every body that reached it. */
export function answerSends(answer: SendAnswer = { code: 0, data: { id: 'r-1' } }, waitMs = 0): unknown[] {
  const bodies: unknown[] = [];
  apiServer.use(
    http.post(`${TEST_API}/report-contact/send`, async ({ request }) => {
      bodies.push(await request.json());
      if (waitMs > 0) await delay(waitMs);
      if (answer === 'network-error') return HttpResponse.error();
      return envelope(answer.data ?? null, answer.code);
    }),
  );
  return bodies;
}
