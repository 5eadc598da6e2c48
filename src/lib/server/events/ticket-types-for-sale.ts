/**
 * An event's ticket types as a buyer meets them (issue 33): each with its price, how many are
 * left (its quantity less the seats of that type in live orders) and whether it is on sale now.
 * The seats held per type are read from the orders' lines, the same way the conditional insert
 * that takes them counts them (heldOfTypeSql).
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { ticketTypes } from '#db/schema.ts';
import type { Database } from '../db/client.ts';

export type TicketTypeForSale = {
  id: number;
  name: string;
  priceCents: number;
  quantity: number;
  /** Seats of this type in live orders (awaiting payment or confirmed). */
  held: number;
  left: number;
  maxPerOrder: number;
  salesStartAt: Date | null;
  salesEndAt: Date | null;
};

/** The seats of ticket type `typeId` taken by the event's live orders, as a SQL integer. */
export function heldOfTypeSql(eventId: SQL | number, typeId: SQL | number): SQL {
  return sql`(select coalesce(sum(json_extract(j.value, '$.quantity')), 0)
    from event_registrations r, json_each(r.lines) j
    where r.event_id = ${eventId} and r.status != 'cancelled' and r.lines is not null
      and json_extract(j.value, '$.ticketTypeId') = ${typeId})`;
}

/** The event's ticket types in the owner's order, with what is left of each. */
export async function ticketTypesForSale(db: Database, eventId: number): Promise<TicketTypeForSale[]> {
  const rows = await db
    .select({
      id: ticketTypes.id,
      name: ticketTypes.name,
      priceCents: ticketTypes.priceCents,
      quantity: ticketTypes.quantity,
      maxPerOrder: ticketTypes.maxPerOrder,
      salesStartAt: ticketTypes.salesStartAt,
      salesEndAt: ticketTypes.salesEndAt,
      held: heldOfTypeSql(eventId, sql`${ticketTypes.id}`).mapWith(Number),
    })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));
  return rows.map((row) => ({ ...row, left: Math.max(0, row.quantity - row.held) }));
}

export type SaleWindow = 'on_sale' | 'not_yet' | 'ended';

/** Whether a type is on sale at `now`: from its start (none: at once) until its end (none: the event's start). */
export function saleWindowOf(type: Pick<TicketTypeForSale, 'salesStartAt' | 'salesEndAt'>, eventStartsAt: Date, now: Date): SaleWindow {
  if (type.salesStartAt && now < type.salesStartAt) return 'not_yet';
  if (now >= (type.salesEndAt ?? eventStartsAt)) return 'ended';
  return 'on_sale';
}
