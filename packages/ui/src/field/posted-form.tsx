import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a form posted to its page before the page's code ran: the text of a field by its name. The
 * server's records which fields showed their text, so that only those (never a secret) go into the
 * page state, for the browser to render the same boxes while it hydrates.
 */
export interface PostedForm {
  text(name: string): string | undefined;
}

const PostedFormContext = createContext<PostedForm | undefined>(undefined);

/** Around a page the server renders again for a form posted to it: its plain fields show the posted text. */
export function PostedFormProvider({ value, children }: { value: PostedForm | undefined; children: ReactNode }) {
  return <PostedFormContext.Provider value={value}>{children}</PostedFormContext.Provider>;
}

// Boxes whose text is plain, not secret: a password, a one-time code or a captcha token never goes back.
const KEPT_TYPES = new Set(['text', 'email', 'tel', 'search', 'url']);
const SECRET_AUTOCOMPLETE = /\b(one-time-code|current-password|new-password)\b/;

/**
 * The text a visitor posted into this field, for the server to show it again (the field's code then
 * adopts it from the box when it hydrates); undefined for a secret field, or when nothing was posted.
 */
export function usePostedText(name: string | undefined, type = 'text', autoComplete = ''): string | undefined {
  const posted = useContext(PostedFormContext);
  if (!posted || name === undefined || !KEPT_TYPES.has(type.toLowerCase()) || SECRET_AUTOCOMPLETE.test(autoComplete)) return undefined;
  return posted.text(name);
}

/** Posted text by field name (the browser's copy of what the server showed). */
export const postedFormOf = (values: Readonly<Record<string, string>>): PostedForm => ({ text: (name) => values[name] });
