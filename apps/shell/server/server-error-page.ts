import type { NextFunction, Request, Response } from 'express';
import type { Language } from '@echowatch/contracts';
import { chooseLanguage } from './language-choice';
import { errorField, type SiteLogger } from './observability/logger';

const TEXTS: Record<Language, { title: string; body: string; home: string }> = {
  vi: {
    title: 'Đã có lỗi xảy ra',
    body: 'Trang này chưa thể hiển thị. Vui lòng tải lại sau giây lát.',
    home: 'Về trang chủ',
  },
  en: {
    title: 'Something went wrong',
    body: 'This page cannot be shown right now. Please reload it in a moment.',
    home: 'Go to the home page',
  },
};

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * The last word on any request that failed: a short page in the visitor's language, never
 * express's own page with the stack trace. The error itself goes to the log.
 */
export const serverErrorPage = (logger: Pick<SiteLogger, 'error'>) => (error: unknown, req: Request, res: Response, next: NextFunction): void => {
  if (res.headersSent) return next(error);
  const status = statusOf(error);
  // With the request's id, not its address (which may be a secret link): the access line has that,
  // cleaned. A 503 is a server not ready yet, which its access line shows: no failure of its own.
  if (status >= 500 && status !== 503) logger.error({ requestId: req.id, err: errorField(error) }, 'answering the request failed');
  if (status === 503) res.setHeader('Retry-After', '1');
  const language = chooseLanguage({
    query: typeof req.query.lng === 'string' ? req.query.lng : null,
    cookieHeader: req.headers.cookie,
    acceptLanguage: req.headers['accept-language'],
  });
  const text = TEXTS[language];
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
        `<title>${text.title}</title></head><body><main><h1>${text.title}</h1><p>${text.body}</p>` +
        `<p><a href="/">${text.home}</a></p></main></body></html>`,
    );
};
