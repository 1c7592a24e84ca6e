import type { Language } from '@echowatch/contracts';

/** Formats an ISO calendar date (YYYY-MM-DD) the way each language writes dates in legal text. */
export function formatLegalDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const format =
    language === 'en'
      ? new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
      : new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  return format.format(date);
}
