/**
 * An event's ticket types as its owner sets them (issue 33): General, VIP, Student…, each with a
 * price, a quantity, an optional sales window and a per-order maximum.
 *
 * A type's `held` seats are those in live orders (the lines of the event's registrations that are
 * not cancelled); its `sold` tickets are the tickets issued under its name (active, used or
 * refunded). The owner saves the whole set at once, in one batch: a type with live orders is
 * neither removed nor renamed, nor given a quantity below what is held, and the event's own price
 * becomes the lowest type's, so lists say the price "from".
 */
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { events, ticketTypes } from '#db/schema.ts';
import { said } from '#lib/i18n/said.ts';
import type { TicketTypeInput } from '#lib/schemas/ticketing.ts';
import type { TicketTypeView } from '#lib/views/ticketing.ts';
import * as m from '#paraglide/messages.js';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { requireChargesEnabled } from '../payouts/connected-accounts.ts';
import { heldOfTypeSql } from './ticket-types-for-sale.ts';
import { eventChanged } from '../http/records-changed.ts';

export type { TicketTypeView };

/** Seats of a type in the event's live orders (the table named in full: drizzle leaves a lone table's columns bare). */
const heldOf = heldOfTypeSql(sql`ticket_types.event_id`, sql`ticket_types.id`) as SQL<number>;

const soldOf = sql<number>`(select count(*) from tickets t
  where t.event_id = ticket_types.event_id and t.ticket_type = ticket_types.name and t.status in ('active', 'used', 'refunded'))`;

const VIEW_COLUMNS = {
  id: ticketTypes.id,
  eventId: ticketTypes.eventId,
  name: ticketTypes.name,
  priceCents: ticketTypes.priceCents,
  quantity: ticketTypes.quantity,
  salesStartAt: ticketTypes.salesStartAt,
  salesEndAt: ticketTypes.salesEndAt,
  maxPerOrder: ticketTypes.maxPerOrder,
  position: ticketTypes.position,
  held: heldOf.mapWith(Number),
  sold: soldOf.mapWith(Number),
};

/** The types of the rows `where` picks, in each event's order (a query, for a batch). */
export const ticketTypesQuery = (db: Database, where: SQL | undefined) =>
  db.select(VIEW_COLUMNS).from(ticketTypes).where(where).orderBy(asc(ticketTypes.eventId), asc(ticketTypes.position), asc(ticketTypes.id));

/** The types of every event of a business (the dashboard's batch). */
export const businessTicketTypesQuery = (db: Database, businessId: number) =>
  ticketTypesQuery(db, inArray(ticketTypes.eventId, db.select({ id: events.id }).from(events).where(eq(events.businessId, businessId))));

/** Rows of ticketTypesQuery as views, by event id. */
export function ticketTypesByEvent(rows: Awaited<ReturnType<typeof ticketTypesQuery>>): Map<number, TicketTypeView[]> {
  const byEvent = new Map<number, TicketTypeView[]>();
  for (const row of rows) {
    const list = byEvent.get(row.eventId) ?? [];
    list.push({ ...row, salesStartAt: row.salesStartAt?.toISOString() ?? null, salesEndAt: row.salesEndAt?.toISOString() ?? null });
    byEvent.set(row.eventId, list);
  }
  return byEvent;
}

/** The event's types in the owner's order, with what is held and sold of each. */
export async function ticketTypesOf(db: Database, eventId: number): Promise<TicketTypeView[]> {
  return ticketTypesByEvent(await ticketTypesQuery(db, eq(ticketTypes.eventId, eventId))).get(eventId) ?? [];
}

export type SaveTicketTypes = { businessId: number; eventId: number; types: TicketTypeInput[]; now?: Date };

const sameName = (a: string, b: string) => a.toLocaleLowerCase('en-US') === b.toLocaleLowerCase('en-US');

/** The business's own upcoming event, or 404 (another's, none) / 409 (cancelled, started). */
async function ownUpcomingEvent(db: Database, businessId: number, eventId: number, now: Date) {
  const [event] = await db
    .select({ id: events.id, startsAt: events.startsAt, isActive: events.isActive })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.businessId, businessId)));
  if (!event) throw new HttpError(404, said(m.ticketing_event_not_found));
  if (!event.isActive)
    throw new HttpError(409, said(m.organiser_msg_already_cancelled), { title: said(m.organiser_event_cancelled_title) });
  if (event.startsAt <= now) throw new HttpError(409, said(m.organiser_msg_ended), { title: said(m.organiser_event_ended_title) });
  return event;
}

/** The refusals that need the event and its orders, each naming the type; nothing is written when one applies. */
function refuse(types: TicketTypeInput[], current: TicketTypeView[], eventStartsAt: Date): void {
  const refused = (message: ReturnType<typeof said>) => fieldError({ types: message }, 409);
  for (const [index, type] of types.entries()) {
    const twice = types.findIndex((other) => sameName(other.name, type.name));
    if (twice !== index) throw fieldError({ types: said(m.ticketing_type_name_twice, { name: type.name }) });
    if (type.salesStartAt && type.salesEndAt && type.salesStartAt >= type.salesEndAt)
      throw fieldError({ types: said(m.ticketing_type_sales_order, { name: type.name }) });
    if ((type.salesEndAt && type.salesEndAt > eventStartsAt) || (type.salesStartAt && type.salesStartAt >= eventStartsAt))
      throw fieldError({ types: said(m.ticketing_type_sales_after_start, { name: type.name }) });
    if (type.id !== null && !current.some((existing) => existing.id === type.id))
      throw fieldError({ types: said(m.ticketing_type_unknown) }, 409);
  }
  for (const existing of current) {
    if (existing.held === 0) continue;
    const kept = types.find((type) => type.id === existing.id);
    const named = { name: existing.name, count: existing.held };
    if (!kept) throw refused(said(m.ticketing_type_held_removed, named));
    if (kept.name !== existing.name) throw refused(said(m.ticketing_type_held_renamed, named));
    if (kept.quantity < existing.held) throw refused(said(m.ticketing_type_below_held, named));
  }
}

/**
 * Replaces the event's set of types with these, in one batch: types with an id are changed, the
 * others added, those left out removed; the event's price becomes the lowest type's (no types:
 * it keeps its own). A type with live orders keeps its name and at least its held seats, and is
 * not removed (also checked in the statements themselves, should an order arrive meanwhile).
 */
export async function saveTicketTypes(db: Database, input: SaveTicketTypes): Promise<TicketTypeView[]> {
  const now = input.now ?? new Date();
  const event = await ownUpcomingEvent(db, input.businessId, input.eventId, now);
  const current = await ticketTypesOf(db, event.id);
  refuse(input.types, current, event.startsAt);
  // Ticket money goes to the business's own Stripe account: none that takes charges, no paid type.
  if (input.types.some((type) => type.priceCents > 0)) await requireChargesEnabled(db, input.businessId);

  const keptIds = input.types.flatMap((type) => (type.id === null ? [] : [type.id]));
  const ofEvent = eq(ticketTypes.eventId, event.id);
  const notHeld = sql`${heldOf} = 0`;
  const statements: BatchItem<'sqlite'>[] = [
    db.delete(ticketTypes).where(and(ofEvent, keptIds.length ? notInArray(ticketTypes.id, keptIds) : undefined, notHeld)),
    // Names move aside first, so two types may swap names without meeting the unique index.
    ...(keptIds.length
      ? [
          db
            .update(ticketTypes)
            .set({ name: sql`'~' || ${ticketTypes.id} || '~' || ${ticketTypes.name}` })
            .where(and(ofEvent, inArray(ticketTypes.id, keptIds), notHeld)),
        ]
      : []),
  ];
  for (const [position, type] of input.types.entries()) {
    const values = {
      name: type.name,
      priceCents: type.priceCents,
      quantity: type.quantity,
      salesStartAt: type.salesStartAt,
      salesEndAt: type.salesEndAt,
      maxPerOrder: type.maxPerOrder,
      position,
    };
    if (type.id === null) statements.push(db.insert(ticketTypes).values({ ...values, eventId: event.id }));
    else
      statements.push(
        db
          .update(ticketTypes)
          .set(values)
          // An order that came after the checks above: its type keeps its name and at least its held seats.
          .where(
            and(
              ofEvent,
              eq(ticketTypes.id, type.id),
              sql`${type.quantity} >= ${heldOf}`,
              sql`(${heldOf} = 0 or ${ticketTypes.name} = ${type.name})`,
            ),
          ),
      );
  }
  if (input.types.length > 0) {
    const lowest = Math.min(...input.types.map((type) => type.priceCents));
    statements.push(
      db
        .update(events)
        .set({ priceCents: lowest > 0 ? lowest : null, updatedAt: now })
        .where(eq(events.id, event.id)),
    );
  }
  await db.batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  // The event's lowest price shows on its page, the lists, its host's page and the feeds.
  await eventChanged(db, event.id);
  return ticketTypesOf(db, event.id);
}
