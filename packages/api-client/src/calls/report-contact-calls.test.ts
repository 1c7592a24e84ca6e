import { http, HttpResponse } from 'msw';
import type { ReportContactRequest } from '@echowatch/contracts';
import { apiServer } from '@echowatch/test-utils/api-server';
import { ApiError } from '../errors';
import { createSiteApi } from '../site-api';
import { createSiteApiClients } from '../site-api-clients';

const API = 'http://api.test';
const api = createSiteApi(createSiteApiClients({ api: API, blog: `${API}/blog`, sso: API }));

const request: ReportContactRequest = {
  name: 'Trần Minh Khoa',
  phone: '0987654321',
  email: 'khoa.tran@vietjetair.com',
  department: 'Marketing',
  organization: 'Vietjet Air',
  methods: [2],
  report_types: [3, 4],
  received_time: 2,
  location: 2,
  industry_id: 44,
};

describe('sendReportContact', () => {
  it('posts the request as JSON to /report-contact/send', async () => {
    let body: unknown;
    apiServer.use(
      http.post(`${API}/report-contact/send`, async ({ request: sent }) => {
        body = await sent.json();
        return HttpResponse.json({ code: 0, message: 'success', data: { id: 'r1' } });
      }),
    );
    await expect(api.sendReportContact(request)).resolves.toBeUndefined();
    expect(body).toEqual(request);
  });

  it('rejects with the code of a refused request', async () => {
    apiServer.use(
      http.post(`${API}/report-contact/send`, () => HttpResponse.json({ code: 11, message: 'Invalid params', data: null })),
    );
    const error = await api.sendReportContact(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 11 });
  });
});
