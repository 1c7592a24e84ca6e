import { ApiError, TransportError } from '@echowatch/api-client';
import { codeOf, failureKey, LOGIN_CODE_MESSAGES } from './api-failures';

describe('failureKey', () => {
  it('maps the login and two-factor codes to their messages, anything else to "Unexpected error"', () => {
    const key = (code: number) => failureKey(new ApiError(code, '', null), LOGIN_CODE_MESSAGES);
    expect(key(30)).toBe('codes.badCredentials');
    expect(key(31)).toBe('codes.sessionExpired');
    expect(key(32)).toBe('codes.rateLimited');
    expect(key(36)).toBe('codes.invalidOtp');
    expect(key(39)).toBe('codes.invalidSecret');
    expect(key(11)).toBe('codes.unexpected');
    expect(key(99)).toBe('codes.unexpected');
  });

  it('tells a connection problem from a broken answer', () => {
    expect(failureKey(new TransportError('network', 'down'), {})).toBe('form.network');
    expect(failureKey(new TransportError('timeout', 'slow'), {})).toBe('form.network');
    expect(failureKey(new TransportError('http', 'HTTP 500', 500), {})).toBe('codes.unexpected');
    expect(failureKey(new TransportError('malformed', 'html'), {})).toBe('codes.unexpected');
  });

  it('reads the code of an answer only', () => {
    expect(codeOf(new ApiError(31, '', null))).toBe(31);
    expect(codeOf(new Error('x'))).toBeUndefined();
  });
});
