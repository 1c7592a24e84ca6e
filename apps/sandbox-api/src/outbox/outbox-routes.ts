import { Router } from 'express';
import type { SandboxStore } from '../store/file-store';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sandbox's mailbox: every mail the site would send, newest first. */
export function outboxRoutes(store: SandboxStore): Router {
  const router = Router();
  const newestFirst = () => [...store.data.outbox].reverse();

  router.get('/__outbox.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(newestFirst());
  });

  router.get('/__outbox', (_req, res) => {
    const items = newestFirst()
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p><strong>To:</strong> ${escapeHtml(mail.to)} · <time datetime="${mail.sent_at}">${mail.sent_at}</time></p>
  <div>${mail.html}</div>
</article>`,
      )
      .join('\n<hr>\n');
    res.set('Cache-Control', 'no-store').type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{margin:1rem 0}</style>
</head><body><main><h1>Sandbox outbox (${store.data.outbox.length})</h1>
${items || '<p>No mail has been sent yet.</p>'}
</main></body></html>`);
  });
  return router;
}
