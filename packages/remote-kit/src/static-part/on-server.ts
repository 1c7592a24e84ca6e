/**
 * True where the shell's server renders pages (Node, no document), false in a browser. Its own
 * module so a test can render "on the server" inside a browser-like test environment.
 */
export function onServer(): boolean {
  return typeof document === 'undefined';
}
