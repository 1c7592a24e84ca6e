import express, { Router } from 'express';

/** A failure the site's browser reported (see apps/shell/src/federation/failure-report.ts). */
export interface ReceivedFailure {
  kind: string;
  remote: string;
  version: string;
  route: string;
  message: string;
  at: string;
  received_at: string;
  user_agent: string;
}

const KEPT = 200;
const FIELDS = ['kind', 'remote', 'version', 'route', 'message', 'at'] as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Reads a beacon's body: JSON sent as plain text, every field a short string, or nothing. */
function parseReport(body: unknown): Omit<ReceivedFailure, 'received_at' | 'user_agent'> | null {
  let value: unknown;
  try {
    value = typeof body === 'string' ? JSON.parse(body) : body;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const fields = FIELDS.map((field) => record[field]);
  if (!fields.every((field) => typeof field === 'string' && field.length <= 1000)) return null;
  return Object.fromEntries(FIELDS.map((field) => [field, record[field] as string])) as Omit<ReceivedFailure, 'received_at' | 'user_agent'>;
}

function page(failures: ReceivedFailure[]): string {
  const rows = failures
    .map(
      (failure) => `<tr><td><time datetime="${escapeHtml(failure.received_at)}">${escapeHtml(failure.received_at)}</time></td>
<td>${escapeHtml(failure.kind)}</td><td>${escapeHtml(failure.remote)}</td><td>${escapeHtml(failure.version)}</td>
<td>${escapeHtml(failure.route)}</td><td>${escapeHtml(failure.message)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Site failure reports</title>
<style>body{font-family:system-ui,sans-serif;max-width:80rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}</style>
</head><body><main><h1>Site failure reports (${failures.length})</h1>
${
  rows
    ? `<table><thead><tr><th scope="col">Received</th><th scope="col">Kind</th><th scope="col">Remote</th><th scope="col">Version</th><th scope="col">Route</th><th scope="col">Message</th></tr></thead>
<tbody>${rows}</tbody></table>`
    : '<p>No failure has been reported.</p>'
}
</main></body></html>`;
}

/**
 * Where the local site's browsers report a remote that failed to load or render: the latest
 * reports, newest first, at /__errors for a tester and /__errors.json for tests.
 */
export function errorReportRoutes(): Router {
  const router = Router();
  const failures: ReceivedFailure[] = [];

  // Beacons arrive as text/plain (a simple request); JSON is accepted as well.
  router.post('/__errors', express.text({ type: 'text/plain', limit: '8kb' }), (req, res) => {
    const report = parseReport(req.body);
    if (!report) return void res.status(400).json({ code: 400, message: 'Not a failure report', data: null });
    failures.push({ ...report, received_at: new Date().toISOString(), user_agent: String(req.headers['user-agent'] ?? '') });
    if (failures.length > KEPT) failures.splice(0, failures.length - KEPT);
    res.sendStatus(204);
  });

  router.get('/__errors.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json([...failures].reverse());
  });

  router.get('/__errors', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('html').send(page([...failures].reverse()));
  });
  return router;
}
