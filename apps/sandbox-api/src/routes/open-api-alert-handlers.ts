import { RESPONSE_CODE } from '@echowatch/contracts';
import { READ_NOTIFICATION_COLLECTION, SEED_ALERT_USERS } from '../seed/open-api-seed';
import { articlesOfDay } from './open-api-articles';
import { refused, type CheckedRequest, type HandlerResult } from './open-api-context';
import { eachDay, formatApiDateTime, nowInVietnam, parseApiDateTime } from './open-api-dates';
import { randomFor } from './open-api-random';

interface Notification {
  id: number;
  alert_id: number;
  title: string;
  content: string;
  data: { article_id: string; index_name: string };
  created_at: string;
  read_at: string | null;
}

/** The window the sandbox holds notifications for. */
const FIRST_DAY = parseApiDateTime('2025/02/01 00:00:00')!;
const LAST_DAY = parseApiDateTime('2025/03/31 23:59:59')!;
const MINUTE = 60_000;

function settingsOf(email: string) {
  return SEED_ALERT_USERS[email.toLowerCase()];
}

/** The notifications raised for a user, newest first, as first seeded (before any was marked read). */
function seededNotifications(email: string): Notification[] {
  const raised = settingsOf(email)!.flatMap((setting) =>
    eachDay(FIRST_DAY, LAST_DAY).flatMap((day) => {
      const random = randomFor(`alert:${setting.id}:${day.getTime()}`);
      if (random.next() > 0.3) return [];
      const negative = articlesOfDay(setting.topic_id, day).find((entry) => entry.article.sentiment === -1);
      if (!negative) return [];
      const created = negative.publishedAt + random.int(2, 15) * MINUTE;
      const { article } = negative;
      const excerpt = article.title || article.summary;
      return [
        {
          alert_id: setting.id,
          title: `Cảnh báo: ${setting.name}`,
          content: `Thảo luận tiêu cực trên ${article.domain}: "${excerpt.length > 90 ? `${excerpt.slice(0, 87)}...` : excerpt}"`,
          data: { article_id: article.id, index_name: article.index },
          created,
          read_at: random.next() < 0.5 ? formatApiDateTime(new Date(created + random.int(10, 600) * MINUTE)) : null,
        },
      ];
    }),
  );
  return raised
    .sort((a, b) => a.created - b.created)
    .map(({ created, read_at, ...rest }, position) => ({
      id: 90_001 + position,
      ...rest,
      created_at: formatApiDateTime(new Date(created)),
      read_at,
    }))
    .reverse();
}

type ReadMark = { user: string; id: number; read_at: string };

export function listAlertSettings({ body }: CheckedRequest): HandlerResult {
  const settings = settingsOf(body.email as string);
  if (!settings) return refused(RESPONSE_CODE.inaccessibleContent, 'the e-mail is not a user of your organization');
  return { data: settings.map(({ topic_id: _topic, ...setting }) => setting) };
}

export async function listAlertNotifications({ body, store }: CheckedRequest): Promise<HandlerResult> {
  const email = (body.email as string).toLowerCase();
  const settings = settingsOf(email);
  if (!settings) return refused(RESPONSE_CODE.inaccessibleContent, 'the e-mail is not a user of your organization');
  if (body.alert_id !== undefined && !settings.some((setting) => setting.id === body.alert_id)) {
    return refused(RESPONSE_CODE.inaccessibleContent, 'the alert setting is not one of this user');
  }
  const marks = store.data.collections[READ_NOTIFICATION_COLLECTION] as ReadMark[];
  const readAt = new Map(marks.filter((mark) => mark.user === email).map((mark) => [mark.id, mark.read_at]));
  const matching = seededNotifications(email)
    .map((notification) => ({ ...notification, read_at: notification.read_at ?? readAt.get(notification.id) ?? null }))
    .filter((notification) => body.alert_id === undefined || notification.alert_id === body.alert_id)
    .filter((notification) => body.read === 2 || (body.read === 1) === (notification.read_at !== null));
  const size = body.size as number;
  const hits = matching.slice((body.page as number) * size, (body.page as number) * size + size);
  if (body.has_read === 1) {
    const now = formatApiDateTime(nowInVietnam());
    for (const hit of hits.filter((candidate) => candidate.read_at === null)) marks.push({ user: email, id: hit.id, read_at: now });
    await store.save();
  }
  return { data: { total: matching.length, count: hits.length, hits } };
}
