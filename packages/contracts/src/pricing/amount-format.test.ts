import { amountFormat } from './amount-format';

// Intl separates the amount and the currency with a no-break space; what matters is the layout.
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('amount format', () => {
  it('writes VND amounts the Vietnamese way', () => {
    const format = amountFormat('vi');
    expect(spaced(format.money(5_000_000))).toBe('5.000.000 ₫');
    expect(spaced(format.money(28_000_000))).toBe('28.000.000 ₫');
    expect(format.count(200_000)).toBe('200.000');
  });

  it('writes VND amounts the English way', () => {
    const format = amountFormat('en');
    expect(spaced(format.money(5_000_000))).toBe('VND 5,000,000');
    expect(spaced(format.money(12_000_000))).toBe('VND 12,000,000');
    expect(format.count(5_000)).toBe('5,000');
  });
});

describe('amountFormat built once per language', () => {
  it('builds the number formats of a language once, however many parts ask', () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      const first = amountFormat('en');
      const before = built.mock.calls.length;
      expect(amountFormat('en')).toBe(first);
      expect(amountFormat('en').money(5_000_000)).toBe(first.money(5_000_000));
      expect(built.mock.calls.length).toBe(before);
    } finally {
      built.mockRestore();
    }
  });
});
