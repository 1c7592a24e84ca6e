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

describe('amount format, compared with the number formats it stands for', () => {
  const VALUES = [0, 1, 7, 999, 1_000, 9_999, 10_000, 123_456, 1_234_567, 5_000_000, 28_000_000, 1e12, 2.5, 999.5, 0.4, -0.4, -0, -2.5, -5_000_000];
  const INTL = {
    vi: {
      money: new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', currencyDisplay: 'symbol', maximumFractionDigits: 0 }),
      count: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }),
    },
    en: {
      money: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'VND', currencyDisplay: 'code', maximumFractionDigits: 0 }),
      count: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
    },
  };

  it.each(['vi', 'en'] as const)('writes every amount and count as Intl.NumberFormat does, character for character (%s)', (language) => {
    const format = amountFormat(language);
    for (const value of VALUES) {
      expect([value, format.money(value)]).toEqual([value, INTL[language].money.format(value)]);
      expect([value, format.count(value)]).toEqual([value, INTL[language].count.format(value)]);
    }
  });

  it('builds no number format at all: nothing to load on the page that shows amounts', () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      amountFormat('vi').money(5_000_000);
      amountFormat('en').count(5_000);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});
