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
