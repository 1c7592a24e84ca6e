import type { Response } from 'express';

/** Every answer keeps the documented envelope: {code, message, data}; code 0 is success. */
export function reply<T>(res: Response, data: T, code = 0, message = 'success'): void {
  res.json({ code, message, data });
}

export function refuse(res: Response, code: number, message: string, data: unknown = null): void {
  res.json({ code, message, data });
}

