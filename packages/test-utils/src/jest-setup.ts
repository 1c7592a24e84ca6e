import '@testing-library/jest-dom';
import { installEarlyEvents } from '@echowatch/remote-kit/early-events';
import { apiServer } from './api-server';

// Any request a test did not describe is a bug in the test or the code, never a silent pass.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => apiServer.resetHandlers());
afterAll(() => apiServer.close());

// jsdom lays nothing out, so it has no scrolling; pages call scrollTo on navigation.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true, configurable: true });
}

// Pages served by the site carry the early events inline (held clicks and sends until a part is live).
if (typeof window !== 'undefined') installEarlyEvents(window);

// Servers under test log JSON lines to stdout; a test that reads them passes its own destination.
process.env.LOG_LEVEL ??= 'silent';
