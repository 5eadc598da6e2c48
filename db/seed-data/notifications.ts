/**
 * The demo accounts' notification centres (issue 17): what the guide's producers would have told
 * them about the seed's own facts, some read, some not, so the bell has something to show.
 * The words are the producers' own (notifications/texts.ts), in English.
 */
import * as schema from '../schema.ts';
import type { Database } from '#lib/server/db/client.ts';
import { eventReminderText, favoriteEventText, messageText, paymentSucceededText } from '#lib/server/notifications/texts.ts';

type Writer = Pick<Parameters<Parameters<Database['transaction']>[0]>[0], 'insert'>;
type Event = { id: number; title: string; startsAt: Date };
const HOUR = 60 * 60 * 1000;

export async function seedNotifications(
  tx: Writer,
  now: Date,
  facts: {
    member: { id: number };
    premium: { id: number };
    owner: { id: number };
    favoriteEvents: { userId: number; business: string; event: Event }[];
    registered: Event;
    ownerBusiness: string;
    premiumName: string;
  },
): Promise<void> {
  const sent = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const rows: (typeof schema.pushNotifications.$inferInsert)[] = [];
  const add = (
    userId: number,
    kind: string,
    said: { title: string; body: string; url: string },
    dedupeKey: string,
    hoursAgo: number,
    isRead: boolean,
  ) =>
    rows.push({
      userId,
      type: kind,
      ...said,
      targetUrl: said.url,
      dedupeKey,
      status: 'sent',
      isRead,
      scheduledFor: sent(hoursAgo),
      sentAt: sent(hoursAgo),
      emailStatus: 'sent',
      pushStatus: 'none',
    });
  // A member's first favorite event unread, any second one read a day ago.
  const seen = new Set<number>();
  for (const { userId, business, event } of facts.favoriteEvents) {
    const first = !seen.has(userId);
    seen.add(userId);
    add(userId, 'favorite_event', favoriteEventText('en', business, event), `favorite:event:${event.id}`, first ? 3 : 30, !first);
  }
  // "Tomorrow" only when the registered event is.
  const untilStart = facts.registered.startsAt.getTime() - now.getTime();
  if (untilStart > 0 && untilStart <= 48 * HOUR)
    add(facts.premium.id, 'event_reminder', eventReminderText('en', facts.registered), `reminder:event:${facts.registered.id}`, 1, false);
  add(facts.premium.id, 'payment_succeeded', paymentSucceededText('en', 999), 'payment:seed-premium-membership', 72, true);
  add(
    facts.owner.id,
    'message',
    messageText('en', facts.ownerBusiness, facts.premiumName, '/business-dashboard?tab=messages'),
    'message:seed-table-for-eight',
    48,
    false,
  );
  await tx.insert(schema.pushNotifications).values(rows);
}
