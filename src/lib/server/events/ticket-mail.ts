/** Emails about paid tickets: the ticket itself (QR code, calendar file), and a refund for a seat already released. */
import { eq } from 'drizzle-orm';
import { eventRegistrations, events } from '#db/schema.ts';
import { escapeHtml } from '#lib/domain/escape-html.ts';
import { localizePagePath, localizePath } from '#lib/i18n/locales.ts';
import { formatPriceIn } from '#lib/i18n/format.ts';
import { paidWithFeeIn } from '#lib/i18n/localized/guide-fee.ts';
import { MAIL_SIGNATURE, mailGreeting, newYorkDateTimeIn } from '#lib/i18n/localized/mail.ts';
import type { Database } from '../db/client.ts';
import type { Mail } from '../mail/mail.ts';
import { getTicket, ticketCheckInUrl, ticketQrSvg } from './ticket-view.ts';
import { getEventWithHost } from './events.ts';
import { eventCalendarFile } from './calendar-file.ts';
import { withAllInPrices } from '../fees/all-in-prices.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import {
  mail_hold_body,
  mail_hold_register_again,
  mail_hold_subject,
  mail_place_default,
  mail_refund_body,
  mail_refund_register_again,
  mail_refund_subject,
  mail_ticket_add_calendar,
  mail_ticket_calendar_link,
  mail_ticket_code,
  mail_ticket_confirmed,
  mail_ticket_open,
  mail_ticket_show_qr,
  mail_ticket_subject,
  mail_when,
  mail_where,
  events_ticket_seat,
} from '#paraglide/messages.js';

/** The ticket: the QR code to show at the door, the event, and its calendar file. */
export async function ticketMail(db: Database, ticketId: number, origin: string): Promise<Mail | null> {
  const ticket = await getTicket(db, ticketId);
  if (!ticket?.holderEmail) return null;
  const locale = await recipientLanguageIn(db, ticket.userId);
  const t = { locale };
  const firstName = ticket.holder.split(' ')[0];
  const ticketPage = `${origin}${localizePath(locale, `/tickets/${ticket.id}`)}`;
  const calendar = `${origin}${localizePagePath(locale, `/events/${ticket.eventId}.ics`)}`;
  // An order of several tickets (issue 33): every ticket in the one mail, each with its own QR code.
  const all =
    ticket.order.length > 1
      ? (await Promise.all(ticket.order.map((other) => getTicket(db, other.id)))).filter((other) => other !== null)
      : [ticket];
  const when = newYorkDateTimeIn(locale, ticket.startsAt);
  const place = ticket.location ?? mail_place_default({}, t);
  // The total paid, with the guide's fee broken out (issue 33).
  const paidCents = all.reduce((sum, one) => sum + one.amountCents, 0);
  const feesCents = all.reduce((sum, one) => sum + one.feesCents, 0);
  const amount = paidWithFeeIn(locale, paidCents - feesCents, feesCents);
  const ticketHtml = await Promise.all(
    all.map(async (one, index) => {
      const svg = await ticketQrSvg(ticketCheckInUrl(origin, one.code));
      const page = `${origin}${localizePath(locale, `/tickets/${one.id}`)}`;
      const heading =
        all.length > 1
          ? `<p><strong>${escapeHtml(events_ticket_seat({ seat: index + 1, count: all.length }, t))} · ${escapeHtml(one.ticketType)}</strong></p>`
          : '';
      return `${heading}<div style="width:220px">${svg}</div>
<p>${mail_ticket_code({ code: one.code.slice(0, 8).toUpperCase() }, t)} · <a href="${page}">${mail_ticket_open({}, t)}</a></p>`;
    }),
  );
  const ticketLinks =
    all.length > 1
      ? all.map(
          (one, index) =>
            `${events_ticket_seat({ seat: index + 1, count: all.length }, t)} · ${one.ticketType}: ${origin}${localizePath(locale, `/tickets/${one.id}`)}`,
        )
      : [];
  const lines = [
    mailGreeting(locale, firstName),
    '',
    mail_ticket_confirmed({ title: ticket.eventTitle, amount }, t),
    '',
    mail_when({ when }, t),
    mail_where({ place }, t),
    '',
    mail_ticket_show_qr({ link: ticketPage }, t),
    ...ticketLinks,
    mail_ticket_add_calendar({ link: calendar }, t),
    '',
    MAIL_SIGNATURE,
  ];
  const html = `<p>${escapeHtml(mailGreeting(locale, firstName))}</p>
<p>${mail_ticket_confirmed({ title: `<strong>${escapeHtml(ticket.eventTitle)}</strong>`, amount }, t)}</p>
<p>${escapeHtml(mail_when({ when }, t))}<br>${escapeHtml(mail_where({ place }, t))}</p>
${ticketHtml.join('\n')}
<p><a href="${calendar}">${mail_ticket_calendar_link({}, t)}</a></p>
<p>${MAIL_SIGNATURE}</p>`;
  const found = await getEventWithHost(db, ticket.eventId);
  // The calendar entry says the price all in, as the page did (issue 33).
  const calendarFile = found ? eventCalendarFile((await withAllInPrices(db, [found.event]))[0], origin, found.host?.name ?? null) : null;
  return {
    to: ticket.holderEmail,
    kind: 'event_ticket',
    subject: mail_ticket_subject({ title: ticket.eventTitle }, t),
    text: lines.join('\n'),
    html,
    ...(calendarFile ? { attachments: [{ ...calendarFile, contentType: 'text/calendar' }] } : {}),
  };
}

/** A payment that arrived for a seat already released is refunded; the member is told. */
export async function refundedSeatMail(db: Database, registrationId: number, amountCents: number): Promise<Mail | null> {
  const row = await registrationContact(db, registrationId);
  if (!row) return null;
  const t = { locale: await recipientLanguageIn(db, row.userId) };
  return {
    to: row.email,
    kind: 'event_ticket_refund',
    subject: mail_refund_subject({ title: row.title }, t),
    text: [
      mailGreeting(t.locale, row.firstName),
      '',
      mail_refund_body({ amount: formatPriceIn(t.locale, amountCents), title: row.title }, t),
      '',
      mail_refund_register_again({}, t),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}

/** A seat held for payment went back on sale unpaid: the member is told, with the way back. */
export async function holdReleasedMail(db: Database, registrationId: number, origin: string): Promise<Mail | null> {
  const row = await registrationContact(db, registrationId);
  if (!row) return null;
  const t = { locale: await recipientLanguageIn(db, row.userId) };
  return {
    to: row.email,
    kind: 'event_hold_released',
    subject: mail_hold_subject({ title: row.title }, t),
    text: [
      mailGreeting(t.locale, row.firstName),
      '',
      mail_hold_body({ title: row.title }, t),
      '',
      mail_hold_register_again({ link: `${origin}${localizePath(t.locale, `/events/${row.eventId}/register`)}` }, t),
      '',
      MAIL_SIGNATURE,
    ].join('\n'),
  };
}

/** Who registered and for what: the address and first name of a registration, with its event. */
async function registrationContact(db: Database, registrationId: number) {
  const [row] = await db
    .select({
      userId: eventRegistrations.userId,
      email: eventRegistrations.email,
      firstName: eventRegistrations.firstName,
      title: events.title,
      eventId: events.id,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.id, registrationId))
    .limit(1);
  return row ?? null;
}
