/**
 * A result the server renders with in full but sends to the browser in a reduced form. The page
 * state is JSON (`serializePageState` in the shell), and JSON writes what an object's `toJSON`
 * returns. For what only a `StaticPart` shows (a post's body), which the browser keeps as the server
 * drew it and never renders while hydrating: it need not travel a second time in the page state.
 * The reduced form has the same type, so the page handles both (say, a body that is null).
 */
export function sentAs<T extends object>(value: T, inPageState: (value: T) => T): T {
  // Not enumerable: a copy made with spread ({ ...value }) is an ordinary object again.
  Object.defineProperty(value, 'toJSON', { value: () => inPageState(value), enumerable: false, configurable: true });
  return value;
}
