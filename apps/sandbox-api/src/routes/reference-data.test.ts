import { SandboxClient } from './auth-test-client';

let sandbox: SandboxClient;

beforeEach(async () => {
  sandbox = await new SandboxClient().start();
});

afterEach(() => sandbox.stop());

describe('GET /register/get-location', () => {
  it('serves the 34 province-level units of Vietnam since July 2025, keyed by numeric id', async () => {
    const answer = await sandbox.get<Record<string, [string, string]>>('/register/get-location');
    expect(answer.code).toBe(0);
    const entries = Object.entries(answer.data);
    expect(entries).toHaveLength(34);
    for (const [id, names] of entries) {
      expect(id).toMatch(/^[1-9]\d*$/);
      expect(names).toEqual([expect.any(String), expect.any(String)]);
    }
    const english = entries.map(([, [, en]]) => en);
    expect(new Set(english).size).toBe(34);
    expect(english).toEqual(
      expect.arrayContaining(['Hanoi', 'Hue City', 'Hai Phong', 'Da Nang', 'Ho Chi Minh City', 'Can Tho', 'Tuyen Quang', 'Ca Mau']),
    );
  });

  it('keeps the ids of the units that kept their name, and gives no unit the id of one merged away', async () => {
    const { data } = await sandbox.get<Record<string, [string, string]>>('/register/get-location');
    expect(data['1']).toEqual(['Hà Nội', 'Hanoi']);
    expect(data['2']).toEqual(['TP. Hồ Chí Minh', 'Ho Chi Minh City']);
    expect(data['57']).toEqual(['Huế', 'Hue City']);
    expect(data['61']).toEqual(['Vĩnh Long', 'Vinh Long']);
    // Bình Dương, Bà Rịa - Vũng Tàu, Hà Giang, Yên Bái, Quảng Nam: merged into other units.
    for (const retired of ['14', '7', '25', '63', '47']) expect(data[retired]).toBeUndefined();
    const vietnamese = Object.values(data).map(([vi]) => vi);
    for (const gone of ['Bình Dương', 'Thừa Thiên Huế', 'Hà Giang', 'Quảng Nam', 'Long An']) expect(vietnamese).not.toContain(gone);
  });
});
