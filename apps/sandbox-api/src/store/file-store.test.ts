import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openFileStore } from './file-store';

describe('file store', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sandbox-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('starts empty and keeps what was saved across a restart', async () => {
    const first = await openFileStore(dir);
    expect(first.data.users).toEqual([]);
    first.data.collections['report-contacts'] = [{ name: 'Lan' }];
    first.data.outbox.push({ id: 'm1', to: 'a@b.vn', subject: 's', text: 't', html: 't', links: [], sent_at: 'now' });
    await first.save();

    const reopened = await openFileStore(dir);
    expect(reopened.data.collections['report-contacts']).toEqual([{ name: 'Lan' }]);
    expect(reopened.data.outbox.map((mail) => mail.id)).toEqual(['m1']);
  });
});
