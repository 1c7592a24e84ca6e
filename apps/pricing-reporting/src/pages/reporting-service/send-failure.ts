import { isApiError, TransportError } from '@echowatch/api-client';
import { REPORT_CONTACT_FIELDS, type ReportContactErrors } from '@echowatch/contracts';

export type SendFailureKind = 'timeout' | 'network' | 'server' | 'rejected' | 'refused';

export interface SendFailure {
  kind: SendFailureKind;
  /** The code of a refused request. */
  code?: number;
  /** The fields the server refused (code 11), when it names them. */
  errors?: ReportContactErrors;
}

const INVALID_PARAMS = 11;

function refusedFields(data: unknown): ReportContactErrors | undefined {
  const named = (data as { errors?: Record<string, unknown> } | null)?.errors;
  if (typeof named !== 'object' || named === null) return undefined;
  const errors: ReportContactErrors = {};
  for (const field of REPORT_CONTACT_FIELDS) {
    const state = named[field];
    if (state === 'required' || state === 'invalid') errors[field] = state;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Why a send failed, in the terms the visitor is told: nothing typed is lost in any case. */
export function sendFailureOf(error: unknown): SendFailure {
  if (error instanceof TransportError) {
    if (error.failure === 'timeout') return { kind: 'timeout' };
    return { kind: error.failure === 'network' ? 'network' : 'server' };
  }
  if (isApiError(error, INVALID_PARAMS)) return { kind: 'rejected', errors: refusedFields(error.data) };
  if (isApiError(error)) return { kind: 'refused', code: error.code };
  return { kind: 'network' };
}
