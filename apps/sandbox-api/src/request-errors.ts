import type { NextFunction, Request, Response } from 'express';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { logFailure } from './error-line';


/** Largest JSON body any call accepts; the biggest real payload (a contact request) is a few kB. */
export const BODY_LIMIT = '64kb';
/** The open API's "Try again later (system problem)". */
export const SYSTEM_PROBLEM = 16;

interface HttpError extends Error {
  status?: number;
  type?: string;
}

function send(res: Response, status: number, code: number, message: string): void {
  res.status(status).json({ code, message, data: null });
}

/**
 * The last handler: bad bodies and unexpected failures get the documented envelope, never
 * Express's HTML error page or a stack trace.
 */
export function requestErrors(error: HttpError, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  if (error.type === 'entity.too.large') return send(res, 413, RESPONSE_CODE.invalidParams, 'Request body too large');
  if (error.type === 'entity.parse.failed' || error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') {
    return send(res, 400, RESPONSE_CODE.invalidParams, 'Malformed request body');
  }
  if (error instanceof URIError || error.status === 400) return send(res, 400, RESPONSE_CODE.invalidParams, 'Malformed request');
  // The pattern, not the URL: paths may carry link tokens.
  logFailure(req.method, String(req.route?.path ?? 'unmatched'), error);
  send(res, 500, SYSTEM_PROBLEM, 'Try again later');
}
