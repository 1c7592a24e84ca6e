import { Router, type Request } from 'express';
import { RESPONSE_CODE } from '@echowatch/contracts';
import { refuse, reply } from '../envelope';
import { blogReportPdf } from '../seed/blog-report-pdf';
import { BLOG_SEED, toBlogAnswer } from '../seed/blog-posts';
import { blogThumbnailPng } from '../seed/blog-thumbnail';
import { findPublished, listPosts, readListFilter } from './blog-query';

/** The blog service's base path on the sandbox; `hosts.blog` of the local environment points here. */
export const BLOG_BASE = '/blog-api';
export const BLOG_NOT_FOUND = 404;

function mediaBase(req: Request): string {
  return `${req.protocol}://${req.get('host')}${BLOG_BASE}`;
}

/**
 * Stand-in for the blog service (paths documented in packages/api-client/src/calls/blog-calls.ts):
 * list and detail with the documented parameters (docs/product-rules.md, R-BLOG-7), plus the
 * thumbnails and report files they link to.
 */
export function blogRoutes(posts = BLOG_SEED): Router {
  const router = Router();

  router.get(`${BLOG_BASE}/blogs`, (req, res) => {
    const filter = readListFilter(req.query as Record<string, string | string[] | undefined>);
    if (!filter) return refuse(res, RESPONSE_CODE.invalidParams, 'Invalid params');
    const { items, total } = listPosts(posts, filter);
    reply(res, { items: items.map((post) => toBlogAnswer(post, mediaBase(req), posts)), total });
  });

  router.get(`${BLOG_BASE}/blogs/:slug`, (req, res) => {
    const post = findPublished(posts, req.params.slug);
    if (!post) return void res.status(404).json({ code: BLOG_NOT_FOUND, message: 'Blog not found', data: null });
    reply(res, toBlogAnswer(post, mediaBase(req), posts));
  });

  router.get(`${BLOG_BASE}/media/thumbnails/:file`, (req, res) => {
    const post = findPublished(posts, req.params.file.replace(/\.png$/, ''));
    if (!post || !req.params.file.endsWith('.png')) return void res.status(404).type('text').send('Not found');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('png').send(blogThumbnailPng(post.type, post.id));
  });

  router.get(`${BLOG_BASE}/media/reports/:file`, (req, res) => {
    const post = findPublished(posts, req.params.file.replace(/\.pdf$/, ''));
    if (!post?.report || !req.params.file.endsWith('.pdf')) return void res.status(404).type('text').send('Not found');
    res.setHeader('Content-Disposition', `attachment; filename="${post.slug}.pdf"`);
    res.type('pdf').send(blogReportPdf(post));
  });

  return router;
}
