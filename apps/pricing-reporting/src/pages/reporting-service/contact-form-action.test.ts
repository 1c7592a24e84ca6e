import { testSiteConfig } from '@echowatch/test-utils';
import { answerSends } from '../../testing/report-contact-api';
import { answerContactForm, type ContactFormAnswer } from './contact-form-action';

const config = testSiteConfig();

/** The form as a browser without JavaScript posts it: every named field, a value per ticked box. */
function posted(fields: Array<[string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

const VALID: Array<[string, string]> = [
  ['name', 'Nguyễn Thị Mai'],
  ['phone', '0912 345 678'],
  ['email', 'mai.nguyen@vinamilk.com.vn'],
  ['department', 'Phòng Truyền thông'],
  ['organization', 'Công ty Cổ phần Sữa Việt Nam'],
  ['industry_id', '24'],
  ['location', '2'],
  ['report_types', '1'],
  ['report_types', '3'],
  ['methods', '2'],
  ['received_time', '2'],
];

const answer = (form: FormData) =>
  answerContactForm({ form, config, url: '/reporting-service', params: {}, language: 'vi', signal: new AbortController().signal });

describe('the contact form posted without JavaScript', () => {
  it('sends what was posted as the form’s code sends it, and answers with the success view', async () => {
    const bodies = answerSends();
    const result = await answer(posted(VALID));
    expect(bodies).toEqual([
      {
        name: 'Nguyễn Thị Mai',
        phone: '0912345678',
        email: 'mai.nguyen@vinamilk.com.vn',
        department: 'Phòng Truyền thông',
        organization: 'Công ty Cổ phần Sữa Việt Nam',
        methods: [2],
        report_types: [1, 3],
        received_time: 2,
        location: 2,
        industry_id: 24,
      },
    ]);
    expect(result.status).toBe(200);
    expect((result.data as ContactFormAnswer).sent).toEqual(bodies[0]);
  });

  it('answers invalid input with 400, the errors by field and everything typed, and sends nothing', async () => {
    const bodies = answerSends();
    const result = await answer(posted([['name', 'Mai'], ['email', 'not-an-address'], ['report_types', '99']]));
    const data = result.data as ContactFormAnswer;
    expect(result.status).toBe(400);
    expect(bodies).toHaveLength(0);
    expect(data.values).toMatchObject({ name: 'Mai', email: 'not-an-address', report_types: [], methods: [] });
    expect(data.errors).toMatchObject({ email: 'invalid', phone: 'required', report_types: 'required', methods: 'required' });
    expect(data.sent).toBeUndefined();
  });

  it('keeps what was typed when the service cannot take it, and says why', async () => {
    answerSends('network-error');
    const result = await answer(posted(VALID));
    const data = result.data as ContactFormAnswer;
    expect(result.status).toBe(503);
    expect(data.failure).toEqual({ kind: 'network' });
    expect(data.values.email).toBe('mai.nguyen@vinamilk.com.vn');
  });

  it('shows the fields the service refused next to them', async () => {
    answerSends({ code: 11, data: { errors: { email: 'invalid' } } });
    const result = await answer(posted(VALID));
    expect(result.status).toBe(400);
    expect((result.data as ContactFormAnswer).errors).toEqual({ email: 'invalid' });
  });
});
