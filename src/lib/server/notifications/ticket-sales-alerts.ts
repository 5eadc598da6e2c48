/**
 * Ticket sales told to the event's owner (issue 33), gathered: at most one alert per event an
 * hour. The first sale writes a pending alert due at the end of its clock hour (New York's clock
 * hours are whole UTC hours); later sales add their tickets to its count while it waits, also
 * through the owner's quiet hours, so a night of sales is one alert in the morning. Once it is
 * sent its key is freed (gathering.ts) and the next sale starts the next alert, due at the end of
 * its own hour. The statement joins the batch that issues the tickets and counts them only if that
 * batch issued them, so a webhook delivered twice counts nothing more.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { businesses, events } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { ownerTicketSalesText, type TicketSalesData } from './owner-alert-texts.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The start of the clock hour an instant falls in. */
const hourStartOf = (instant: Date) => Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS;

/**
 * The statement that counts `tickets` sold for the event in the owner's waiting alert (or starts
 * one), if `issued` holds as the batch runs (the tickets were issued by this batch); null when the
 * event has no business owner (a community event) or nothing was sold.
 */
export async function ticketSalesAlertStatement(
  db: Database,
  eventId: number,
  sold: { tickets: number; issued: SQL },
  now: Date,
): Promise<{ statement: ReturnType<Database['run']>; userId: number } | null> {
  if (!(sold.tickets > 0)) return null;
  const [event] = await db
    .select({ title: events.title, ownerId: businesses.ownerId })
    .from(events)
    .innerJoin(businesses, eq(businesses.id, events.businessId))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!event?.ownerId) return null;
  const since = hourStartOf(now);
  const data: TicketSalesData = { eventId, event: event.title, since, count: sold.tickets };
  const said = ownerTicketSalesText(await recipientLanguageIn(db, event.ownerId), data);
  // The waiting alert holds the key `owner:sales:ID`: a sale adds to it; once sent, it holds a key of its own.
  const statement = db.run(sql`
    insert into push_notifications (user_id, type, title, body, target_url, data, scheduled_for, dedupe_key, status)
    select ${event.ownerId}, 'owner_ticket_sales', ${said.title}, ${said.body}, ${said.url}, ${JSON.stringify(data)},
      ${since + HOUR_MS}, ${`owner:sales:${eventId}`}, 'pending'
    where ${sold.issued}
    on conflict (user_id, dedupe_key) do update
      set data = json_set(push_notifications.data, '$.count', json_extract(push_notifications.data, '$.count') + ${sold.tickets})
      where push_notifications.status = 'pending'`);
  return { statement, userId: event.ownerId };
}
