const MESSAGE_MAX = 1000;
const STACK_MAX = 4000;

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…[${text.length - max} more]`;
}

/**
 * One JSON line on stderr for a failure: the call's method and route pattern (never its address,
 * which may carry a link token) and the error's name, message and stack, each cut, so a line
 * never carries a body and never grows without bound.
 */
export function logFailure(method: string, route: string, error: unknown): void {
  const err =
    error instanceof Error
      ? {
          name: error.name,
          message: cut(error.message, MESSAGE_MAX),
          stack: cut((error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n'), STACK_MAX),
        }
      : { name: 'NonError', message: cut(String(error), MESSAGE_MAX) };
  console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), service: 'sandbox-api', msg: 'a call failed', method, route, err }));
}
