import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandboxApp } from '../create-app';
import { openMemoryStore, type SandboxStore } from '../store/file-store';
import { DEFAULT_SALES_EMAIL, REPORT_CONTACTS } from './report-contact-routes';

interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

const valid = {
  name: 'Lê Thu Trang',
  phone: '+84 903 123 456',
  email: 'trang.le@masan.com.vn',
  department: 'Phòng Thương hiệu',
  organization: 'Tập đoàn Masan',
  methods: [1],
  report_types: [1, 2],
  received_time: 3,
  location: 2,
  industry_id: 24,
};

let store: SandboxStore;
let server: Server;
let base: string;

beforeEach(async () => {
  store = openMemoryStore();
  server = createSandboxApp(store, { port: 0, dataDir: '', siteOrigin: 'http://localhost:8080' }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

async function send(body: unknown): Promise<Envelope<Record<string, unknown> | null>> {
  const response = await fetch(`${base}/report-contact/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Envelope<Record<string, unknown> | null>;
}

async function listed(): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${base}/__sandbox/report-contacts`);
  return ((await response.json()) as Envelope<Array<Record<string, unknown>>>).data;
}

describe('POST /report-contact/send', () => {
  it('stores an accepted request and mails the sales team', async () => {
    const answer = await send(valid);
    expect(answer).toMatchObject({ code: 0, message: 'success', data: { id: expect.any(String) } });

    const [stored] = await listed();
    expect(stored).toEqual({
      ...valid,
      phone: '+84903123456',
      id: answer.data!.id,
      created_at: expect.any(String),
    });
    expect(store.data.collections[REPORT_CONTACTS]).toHaveLength(1);

    const [mail] = store.data.outbox;
    expect(mail!.to).toBe(DEFAULT_SALES_EMAIL);
    expect(mail!.subject).toBe('[EchoWatch] Yêu cầu dịch vụ báo cáo mới / New report-service request: Tập đoàn Masan');
    expect(mail!.text).toContain('Họ và tên / Name: Lê Thu Trang');
    expect(mail!.text).toContain('Tỉnh/Thành phố / Province or city: TP. Hồ Chí Minh / Ho Chi Minh City');
    expect(mail!.text).toContain('Lĩnh vực / Industry: Hàng tiêu dùng nhanh / Fast-moving consumer goods');
    expect(mail!.text).toContain('Loại báo cáo / Report types: Sức khỏe thương hiệu / Brand health, Báo cáo ngành / Industry');
    expect(mail!.text).toContain('Liên hệ qua / Contact by: E-mail / E-mail');
    expect(mail!.text).toContain('Tần suất nhận báo cáo / Report frequency: Hằng tháng / Monthly');
  });

  it('refuses bad input with code 11, naming each field and its message key, and stores nothing', async () => {
    const answer = await send({ ...valid, name: '   ', phone: '12345', email: 'trang@masan', methods: [], location: 999 });
    expect(answer).toEqual({
      code: 11,
      message: 'Invalid params',
      data: {
        errors: { name: 'required', phone: 'invalid', email: 'invalid', location: 'invalid', methods: 'required' },
        message_keys: {
          name: 'require_name',
          phone: 'invalid_phone',
          email: 'invalid_email',
          location: 'require_province',
          methods: 'require_method_types',
        },
      },
    });
    expect(await listed()).toEqual([]);
    expect(store.data.outbox).toHaveLength(0);
  });

  it('applies the length limits and the option lists of the form', async () => {
    const tooLong = await send({ ...valid, organization: 'T'.repeat(101), received_time: 5, industry_id: 1 });
    expect(tooLong.code).toBe(11);
    expect(tooLong.data).toEqual({
      errors: { organization: 'invalid', industry_id: 'invalid', received_time: 'invalid' },
      message_keys: { organization: 'too_long', industry_id: 'require_industry', received_time: 'require_received_time' },
    });
    expect((await send({})).code).toBe(11);
    // Bình Dương joined Ho Chi Minh City on 1 July 2025; its id names no province any more.
    expect((await send({ ...valid, location: 14 })).data).toEqual({
      errors: { location: 'invalid' },
      message_keys: { location: 'require_province' },
    });
    expect(await listed()).toEqual([]);
  });

  it('lists stored requests newest first', async () => {
    await send(valid);
    await send({ ...valid, name: 'Phạm Quốc Anh', report_types: [5] });
    expect((await listed()).map((request) => request.name)).toEqual(['Phạm Quốc Anh', 'Lê Thu Trang']);
  });
});
