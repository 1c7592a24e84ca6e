/** Open API times are wall-clock times in Vietnam; the sandbox keeps them as UTC instants of the same digits. */
const DATE_TIME = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
export const DAY_MS = 86_400_000;

/** The instant of a `yyyy/MM/dd HH:mm:ss` value, or null when it names no real date and time. */
export function parseApiDateTime(value: string): Date | null {
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const roundTrips =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return roundTrips ? date : null;
}

const two = (value: number) => String(value).padStart(2, '0');

export function formatDay(date: Date): string {
  return `${date.getUTCFullYear()}/${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}`;
}

export function formatApiDateTime(date: Date): string {
  return `${formatDay(date)} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
}

/** yyyyMMdd as a number, the day part of an article id. */
export function dayNumber(date: Date): number {
  return date.getUTCFullYear() * 10_000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

export function dayFromNumber(value: number): Date | null {
  const year = Math.floor(value / 10_000);
  const month = Math.floor(value / 100) % 100;
  const day = value % 100;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** Midnight of every day from the day of `from` to the day of `to`. */
export function eachDay(from: Date, to: Date): Date[] {
  const days: Date[] = [];
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let time = start; time <= to.getTime(); time += DAY_MS) days.push(new Date(time));
  return days;
}

/** Now as the API shows it: the wall clock in Vietnam (UTC+7). */
export function nowInVietnam(): Date {
  return new Date(Date.now() + 7 * 3_600_000);
}
