import type { SandboxStore } from '../store/file-store';
import type { StoredMail } from '../store/schema';
import { newId } from '../security';

const URL_PATTERN = /https?:\/\/[^\s"'<>]+/g;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Mail never leaves the machine: it lands in the outbox that testers and tests read. */
export async function sendMail(store: SandboxStore, mail: OutgoingMail): Promise<StoredMail> {
  const links = [...new Set(mail.text.match(URL_PATTERN) ?? [])];
  const html = escapeHtml(mail.text)
    .replace(URL_PATTERN, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\n/g, '<br>');
  const stored: StoredMail = { id: newId(), ...mail, html, links, sent_at: new Date().toISOString() };
  store.data.outbox.push(stored);
  await store.save();
  return stored;
}
