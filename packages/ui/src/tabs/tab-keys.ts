/**
 * The tab a key moves to from `index` in a row of `count` tabs: the arrows wrap around, Home and
 * End jump to the ends. Null for keys the tabs leave to the browser.
 */
export function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
