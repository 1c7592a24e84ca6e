import type { Language } from '@echowatch/contracts';
import { cssVar } from '@echowatch/design-tokens';
import { escapeHtml } from './html-text';

/** What a form without its code (no JavaScript, or sent before the page was live) may post. */
export const POSTED_FORM_LIMIT = '32kb';

const NOTICE: Record<Language, string> = {
  vi: 'Biểu mẫu được gửi khi trang chưa sẵn sàng nên chưa có gì được gửi đi. Hãy kiểm tra các ô (mật khẩu và mã cần nhập lại) rồi gửi lại.',
  en: 'The form was sent before the page was ready, so nothing was sent. Check the fields (passwords and codes need typing again) and send it again.',
};

// Boxes whose text is plain, not secret: a password, a one-time code or a captcha token never goes back.
const KEPT_TYPES = new Set(['text', 'email', 'tel', 'search', 'url']);
const SECRET_AUTOCOMPLETE = /\b(one-time-code|current-password|new-password)\b/;
const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i');

/** The posted fields as text, first value of each name (never logged, never written anywhere). */
export function postedValues(body: unknown): Map<string, string> {
  const values = new Map<string, string>();
  if (!body || typeof body !== 'object') return values;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') values.set(name, first);
  }
  return values;
}

function keptValue(tag: string, values: Map<string, string>): string | undefined {
  const name = ATTRIBUTE('name').exec(tag)?.[1];
  if (name === undefined || !values.has(name)) return undefined;
  const type = (ATTRIBUTE('type').exec(tag)?.[1] ?? 'text').toLowerCase();
  if (!KEPT_TYPES.has(type) || SECRET_AUTOCOMPLETE.test(ATTRIBUTE('autocomplete').exec(tag)?.[1] ?? '')) return undefined;
  return values.get(name);
}

/**
 * The page again, for a form that reached the server instead of the page's code: the plain fields
 * hold what the visitor typed (the boxes keep it when the page's code takes over) and a notice
 * says that nothing was sent. React escapes `>` in attributes, so a tag ends at the first `>`.
 */
export function withPostedForm(html: string, values: Map<string, string>, language: Language): string {
  const filled = html
    .replace(/<input\b[^>]*>/gi, (tag) => {
      const value = keptValue(tag, values);
      if (value === undefined) return tag;
      // Replacement functions only: a replacement string would expand `$&` and its kin in what was posted.
      const attribute = () => ` value="${escapeHtml(value)}"`;
      return ATTRIBUTE('value').test(tag) ? tag.replace(ATTRIBUTE('value'), attribute) : tag.replace(/^<input\b/i, (open) => `${open}${attribute()}`);
    })
    .replace(/(<textarea\b[^>]*\sname="([^"]*)"[^>]*>)[\s\S]*?(<\/textarea>)/gi, (whole, open: string, name: string, close: string) =>
      values.has(name) ? `${open}${escapeHtml(values.get(name)!)}${close}` : whole,
    );
  const style = [
    'margin:0',
    `padding:${cssVar('space', 'sm')} ${cssVar('space', 'md')}`,
    `background:${cssVar('color', 'warningSoft')}`,
    `color:${cssVar('color', 'ink')}`,
    `border-bottom:2px solid ${cssVar('color', 'warning')}`,
  ].join(';');
  // Outside the root, so the page's code finds the markup it rendered and hydrates it as it is.
  const notice = `<p role="alert" class="ew-posted-form-notice" style="${style}">${escapeHtml(NOTICE[language])}</p>`;
  return filled.replace(/<div id=["']?root["']?>/i, (root) => `${notice}${root}`);
}
