import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { installEarlyEvents } from '@echowatch/remote-kit/early-events';
import { apiServer } from './api-server';

// Any request a test did not describe is a bug in the test or the code, never a silent pass: the
// request fails as the network would, and the test that made it fails with its address. A server a
// test starts itself (on 127.0.0.1, a free port) answers for itself.
const unhandled: string[] = [];
beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest: (request) => {
      if (new URL(request.url).hostname === '127.0.0.1') return;
      unhandled.push(`${request.method} ${request.url}`);
      throw new Error(`No handler answers ${request.method} ${request.url}`);
    },
  }),
);
afterEach(() => {
  apiServer.resetHandlers();
  const made = unhandled.splice(0);
  if (made.length > 0) throw new Error(`The test made requests no handler answers: ${made.join(', ')}`);
});
afterAll(() => apiServer.close());

// Waiting for the page to show something (findBy…, waitFor) is bounded by what a busy machine
// needs, not by the one second that suffices on an idle one.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out, so it has no scrolling; pages call scrollTo on navigation.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true, configurable: true });
}

// Pages served by the site carry the early events inline (held clicks and sends until a part is live).
if (typeof window !== 'undefined') installEarlyEvents(window);

// Servers under test log JSON lines to stdout; a test that reads them passes its own destination.
process.env.LOG_LEVEL ??= 'silent';
