/** Reading an issued ticket (its page, its mail, the door's check-in) and what its QR code says. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import QRCode from 'qrcode';
import { events, tickets } from '#db/schema.ts';
import type { AstroGlobal } from 'astro';
import { getDb, type Database } from '../db/client.ts';
import { isTokenShape } from '../security/tokens.ts';

export type TicketView = {
  id: number;
  code: string;
  status: string;
  eventId: number;
  eventTitle: string;
  startsAt: Date;
  endsAt: Date | null;
  location: string | null;
  holder: string;
  holderEmail: string | null;
  /** What was paid in all (tickets plus the guide's fee). */
  amountCents: number;
  /** The guide's fee within amountCents. */
  feesCents: number;
  issuedAt: Date;
  userId: number | null;
  /** Its type (General, VIP…; "general" for a plain seat), and what a promo code took off it (issue 33). */
  ticketType: string;
  discountCents: number;
  promoCode: string | null;
  /** Its seat in its order, and every ticket of the order (itself included) in seat order: one for a single seat. */
  seat: number;
  order: { id: number; seat: number; ticketType: string }[];
};

/** A ticket with its event, by id, or null. */
export function getTicket(db: Database, ticketId: number): Promise<TicketView | null> {
  return findTicket(db, eq(tickets.id, ticketId));
}

/** The ticket a QR code names, or null (the code's shape is checked first, so junk never reaches the database). */
export function getTicketByCode(db: Database, code: string): Promise<TicketView | null> {
  return isTokenShape(code) ? findTicket(db, eq(tickets.qrCode, code)) : Promise.resolve(null);
}

async function findTicket(db: Database, which: SQL): Promise<TicketView | null> {
  const [row] = await db
    .select({
      id: tickets.id,
      code: tickets.qrCode,
      status: tickets.status,
      eventId: events.id,
      eventTitle: events.title,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      location: events.location,
      customerInfo: tickets.customerInfo,
      amountCents: tickets.totalAmountCents,
      feesCents: tickets.feesCents,
      issuedAt: tickets.createdAt,
      userId: tickets.userId,
      ticketType: tickets.ticketType,
      discountCents: tickets.discountCents,
      promoCode: tickets.promoCode,
      seat: tickets.seat,
      registrationId: tickets.registrationId,
    })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(which)
    .limit(1);
  if (!row) return null;
  const { customerInfo, registrationId, ...ticket } = row;
  const order =
    registrationId === null
      ? [{ id: ticket.id, seat: ticket.seat, ticketType: ticket.ticketType }]
      : await db
          .select({ id: tickets.id, seat: tickets.seat, ticketType: tickets.ticketType })
          .from(tickets)
          .where(eq(tickets.registrationId, registrationId))
          .orderBy(tickets.seat);
  return {
    ...ticket,
    order,
    holder: customerInfo?.name || customerInfo?.email || 'Ticket holder',
    holderEmail: customerInfo?.email ?? null,
  };
}

/** The member's tickets for an event that still admit, in seat order (several for an order of ticket types). */
export async function ticketIdsFor(
  db: Database,
  userId: number,
  eventId: number,
): Promise<{ id: number; seat: number; ticketType: string }[]> {
  return db
    .select({ id: tickets.id, seat: tickets.seat, ticketType: tickets.ticketType })
    .from(tickets)
    .where(and(eq(tickets.userId, userId), eq(tickets.eventId, eventId), eq(tickets.status, 'active')))
    .orderBy(tickets.seat, tickets.id);
}

/** What the QR code says: the ticket's check-in address, which carries its unguessable code. */
export function ticketCheckInUrl(origin: string, code: string): string {
  return `${origin}/tickets/check/${code}`;
}

/** The QR code as an SVG drawing (no script, no external reference). */
export function ticketQrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1d1b19', light: '#ffffff' } });
}

/** The loader of /tickets/check/{code}: the ticket with this code, or null. */
export async function loadTicketCheckPage(Astro: Pick<AstroGlobal, 'params'>) {
  return { ticket: await getTicketByCode(getDb(), Astro.params.code ?? '') };
}

/** The loader of /tickets/{id}: the ticket, or null for a malformed id or none (the page shows it to its holder or an admin). */
export async function loadTicketPage(_context: Pick<AstroGlobal, 'params'>, id: number | null) {
  return { ticket: id === null ? null : await getTicket(getDb(), id) };
}
