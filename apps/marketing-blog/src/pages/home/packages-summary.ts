/** Spec point 9: monthly price (VND), mentions a month and accounts of each package. */
export const PACKAGE_SUMMARY = [
  { name: 'Basic', price: 5_000_000, mentions: 10_000, accounts: 1 },
  { name: 'Standard', price: 8_000_000, mentions: 20_000, accounts: 2 },
  { name: 'Premium', price: 12_000_000, mentions: 50_000, accounts: 3 },
  { name: 'Professional', price: 28_000_000, mentions: 200_000, accounts: 5 },
] as const;

/** The free trial of spec point 9. */
export const TRIAL = { days: 15, items: 5000 } as const;
