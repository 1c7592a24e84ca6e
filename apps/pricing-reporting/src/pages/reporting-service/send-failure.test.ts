import { ApiError, TransportError } from '@echowatch/api-client';
import { sendFailureOf } from './send-failure';

describe('sendFailureOf', () => {
  it('tells a time-out, a network failure and a broken server apart', () => {
    expect(sendFailureOf(new TransportError('timeout', 'slow'))).toEqual({ kind: 'timeout' });
    expect(sendFailureOf(new TransportError('network', 'offline'))).toEqual({ kind: 'network' });
    expect(sendFailureOf(new TransportError('http', 'HTTP 502', 502))).toEqual({ kind: 'server' });
    expect(sendFailureOf(new TransportError('malformed', 'not an envelope'))).toEqual({ kind: 'server' });
    expect(sendFailureOf(new Error('anything else'))).toEqual({ kind: 'network' });
  });

  it('keeps the code of a refused request', () => {
    expect(sendFailureOf(new ApiError(16, 'Try again later', null))).toEqual({ kind: 'refused', code: 16 });
  });

  it('reads the fields the API refused with code 11, ignoring what it does not know', () => {
    const refused = new ApiError(11, 'Invalid params', {
      errors: { phone: 'invalid', methods: 'required', captcha: 'required', email: 'odd' },
    });
    expect(sendFailureOf(refused)).toEqual({ kind: 'rejected', errors: { phone: 'invalid', methods: 'required' } });
    expect(sendFailureOf(new ApiError(11, 'Invalid params', null))).toEqual({ kind: 'rejected', errors: undefined });
  });
});
