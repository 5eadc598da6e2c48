/**
 * Ticket sales told to the event's owner (issue 33), batched: at most one alert per event an hour.
 * The first sale of an hour (New York's clock hours are whole UTC hours) writes a pending alert
 * due at the end of that hour, keyed by the event and the hour; later sales of the hour add their
 * tickets to its count while it waits. The statement joins the batch that issues the tickets and
 * counts them only if that batch issued them, so a webhook delivered twice counts nothing more.
 * The words are written again from the count when the alert is sent (owner-alert-texts.ts
 * wordsAtDelivery); quiet hours hold it like any notification, and sales after its hour start a new one.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { businesses, events } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { ownerTicketSalesText, type TicketSalesData } from './owner-alert-texts.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The start of the clock hour an instant falls in. */
export const hourStartOf = (instant: Date) => Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS;

/**
 * The statement that counts `tickets` sold for the event in the owner's alert of this hour, if
 * `issued` holds as the batch runs (the tickets were issued by this batch); null when the event
 * has no business owner (a community event) or nothing was sold.
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
  const hourStart = hourStartOf(now);
  const data: TicketSalesData = { eventId, event: event.title, hourStart, count: sold.tickets };
  const said = ownerTicketSalesText(await recipientLanguageIn(db, event.ownerId), data);
  // A pending alert of the hour takes the count; one already sent (never before its hour ends) is left as it was.
  const statement = db.run(sql`
    insert into push_notifications (user_id, type, title, body, target_url, data, scheduled_for, dedupe_key, status)
    select ${event.ownerId}, 'owner_ticket_sales', ${said.title}, ${said.body}, ${said.url}, ${JSON.stringify(data)},
      ${hourStart + HOUR_MS}, ${`owner:sales:${eventId}:${hourStart}`}, 'pending'
    where ${sold.issued}
    on conflict (user_id, dedupe_key) do update
      set data = json_set(push_notifications.data, '$.count', json_extract(push_notifications.data, '$.count') + ${sold.tickets})
      where push_notifications.status = 'pending'`);
  return { statement, userId: event.ownerId };
}
