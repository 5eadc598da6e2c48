/** Emails about paid tickets: the ticket itself (QR code, calendar file), and a refund for a seat already released. */
import { eq } from 'drizzle-orm';
import { eventRegistrations, events } from '../../../../db/schema.ts';
import { escapeHtml } from '../../domain/escape-html.ts';
import { formatLongDateTime } from '../../domain/event-format.ts';
import { formatPrice } from '../../domain/money.ts';
import type { Database } from '../db/client.ts';
import type { Mail } from '../mail/outbox.ts';
import { getTicket, ticketCheckInUrl, ticketQrSvg } from './tickets.ts';
import { getEventWithHost } from './events.ts';
import { eventCalendarFile } from './calendar-file.ts';

const when = (startsAt: Date) => `${formatLongDateTime(startsAt)} (New York time)`;

/** The ticket: the QR code to show at the door, the event, and its calendar file. */
export async function ticketMail(db: Database, ticketId: number, origin: string): Promise<Mail | null> {
  const ticket = await getTicket(db, ticketId);
  if (!ticket?.holderEmail) return null;
  const firstName = ticket.holder.split(' ')[0];
  const ticketPage = `${origin}/tickets/${ticket.id}`;
  const calendar = `${origin}/events/${ticket.eventId}.ics`;
  const svg = await ticketQrSvg(ticketCheckInUrl(origin, ticket.code));
  const lines = [
    `Hello ${firstName},`,
    '',
    `Your ticket for ${ticket.eventTitle} is confirmed. We received ${formatPrice(ticket.amountCents)}.`,
    '',
    `When: ${when(ticket.startsAt)}`,
    `Where: ${ticket.location ?? 'Harlem, New York'}`,
    '',
    `Show the QR code on your ticket at the door: ${ticketPage}`,
    `Add it to your calendar: open the attached file, or ${calendar}`,
    '',
    'Harlem Guide',
  ];
  const html = `<p>Hello ${escapeHtml(firstName)},</p>
<p>Your ticket for <strong>${escapeHtml(ticket.eventTitle)}</strong> is confirmed. We received ${formatPrice(ticket.amountCents)}.</p>
<p>When: ${escapeHtml(when(ticket.startsAt))}<br>Where: ${escapeHtml(ticket.location ?? 'Harlem, New York')}</p>
<div style="width:220px">${svg}</div>
<p>Ticket ${ticket.code.slice(0, 8).toUpperCase()} · <a href="${ticketPage}">Open your ticket</a> · <a href="${calendar}">Add to calendar</a></p>
<p>Harlem Guide</p>`;
  const found = await getEventWithHost(db, ticket.eventId);
  const calendarFile = found ? eventCalendarFile(found.event, origin, found.host?.name ?? null) : null;
  return {
    to: ticket.holderEmail,
    kind: 'event_ticket',
    subject: `Your ticket: ${ticket.eventTitle}`,
    text: lines.join('\n'),
    html,
    ...(calendarFile ? { attachments: [{ ...calendarFile, contentType: 'text/calendar' }] } : {}),
  };
}

/** A payment that arrived for a seat already released is refunded; the member is told. */
export async function refundedSeatMail(db: Database, registrationId: number, amountCents: number): Promise<Mail | null> {
  const row = await registrationContact(db, registrationId);
  if (!row) return null;
  return {
    to: row.email,
    kind: 'event_ticket_refund',
    subject: `Refund: ${row.title}`,
    text: [
      `Hello ${row.firstName},`,
      '',
      `Your payment of ${formatPrice(amountCents)} for ${row.title} arrived after your seat had been released, so we have refunded it in full. Nothing is owed.`,
      '',
      `If seats are left, you can register again from the event's page.`,
      '',
      'Harlem Guide',
    ].join('\n'),
  };
}

/** A seat held for payment went back on sale unpaid: the member is told, with the way back. */
export async function holdReleasedMail(db: Database, registrationId: number, origin: string): Promise<Mail | null> {
  const row = await registrationContact(db, registrationId);
  if (!row) return null;
  return {
    to: row.email,
    kind: 'event_hold_released',
    subject: `Your held seat was released: ${row.title}`,
    text: [
      `Hello ${row.firstName},`,
      '',
      `The seat we held for you at ${row.title} was not paid for in time, so it went back on sale. Nothing was charged.`,
      '',
      `If seats are left, register again and pay online: ${origin}/events/${row.eventId}/register`,
      '',
      'Harlem Guide',
    ].join('\n'),
  };
}

/** Who registered and for what: the address and first name of a registration, with its event. */
async function registrationContact(db: Database, registrationId: number) {
  const [row] = await db
    .select({ email: eventRegistrations.email, firstName: eventRegistrations.firstName, title: events.title, eventId: events.id })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.id, registrationId))
    .limit(1);
  return row ?? null;
}
