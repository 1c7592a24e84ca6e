/**
 * WCAG 2 contrast between two opaque `#rrggbb` colours: (L1 + 0.05) / (L2 + 0.05), L the relative
 * luminance of the lighter and the darker colour (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio).
 * The same formula axe's color-contrast rule applies to the rendered page.
 */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

export function relativeLuminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`${hex} is not an opaque #rrggbb colour`);
  const [red, green, blue] = [1, 3, 5].map((at) => linear(parseInt(hex.slice(at, at + 2), 16) / 255));
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

function linear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}
