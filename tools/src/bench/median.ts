/**
 * The middle of the known values (`NaN`, a reading that failed, is left out), or the mean of the two
 * middle ones for an even count; `NaN` when no value is known.
 */
export function median(values: readonly number[]): number {
  const known = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (known.length === 0) return Number.NaN;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}
