/** The confirmation email of a free event registration (a paid seat's mail is its ticket, ticket-mail.ts): the event, its time in New York, the place, its ticket's QR code, and what happens next. */
import { escapeHtml } from '#lib/domain/escape-html.ts';
import type { Database } from '../db/client.ts';
import { getTicket, ticketCheckInUrl, ticketQrSvg } from './ticket-view.ts';
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { formatEventPriceIn, formatPriceIn, longDateIn, timeRangeIn } from '#lib/i18n/format.ts';
import { MAIL_SIGNATURE, mailGreeting } from '#lib/i18n/localized/mail.ts';
import type { RegistrationContact } from '#lib/schemas/events.ts';
import { getConfig } from '../config.ts';
import type { EventView } from '#lib/views/events.ts';
import type { RegistrationStatus } from './registration-status.ts';
import {
  mail_event_details,
  mail_new_york_time,
  mail_place_default,
  mail_price,
  mail_registration_cant_make_it,
  mail_registration_intro,
  mail_registration_subject,
  mail_ticket_code,
  mail_ticket_open,
  mail_ticket_show_qr,
  mail_when,
  mail_where,
  mail_your_registrations,
} from '#paraglide/messages.js';

/** The confirmation email: the event, its date and time in New York, the place, and what happens next. */
export function confirmationMail(input: {
  event: EventView;
  host: { name: string } | null;
  contact: Pick<RegistrationContact, 'firstName' | 'email'>;
  registration: { status: RegistrationStatus; amountCents: number };
  origin?: string;
  /** The recipient's language (English when not given). */
  locale?: Locale;
  /** The registration's ticket (decision 025): its QR code goes in the mail. */
  ticket?: MailTicket | null;
}) {
  const { event, host, contact, registration } = input;
  const locale = input.locale ?? 'en';
  const t = { locale };
  const origin = originOf(input.origin);
  const place = [host?.name, event.location].filter(Boolean).join(', ') || mail_place_default({}, t);
  const date = longDateIn(locale, event.date);
  const times = timeRangeIn(locale, event.startTime, event.endTime);
  const price = registration.amountCents > 0 ? formatPriceIn(locale, registration.amountCents) : formatEventPriceIn(locale, event.price);
  const lines = [
    mailGreeting(locale, contact.firstName),
    '',
    mail_registration_intro({ title: event.title }, t),
    '',
    mail_when({ when: `${date}, ${times} ${mail_new_york_time({}, t)}` }, t),
    mail_where({ place }, t),
    mail_price({ price }, t),
    '',
    mail_event_details({ link: `${origin}${localizePath(locale, `/events/${event.id}`)}` }, t),
    mail_your_registrations({ link: `${origin}${localizePath(locale, '/user-dashboard')}` }, t),
    '',
    mail_registration_cant_make_it({}, t),
    '',
    MAIL_SIGNATURE,
  ];
  const ticket = input.ticket ?? null;
  const ticketPage = ticket ? `${origin}${localizePath(locale, `/tickets/${ticket.id}`)}` : '';
  if (ticket) lines.splice(lines.length - 4, 0, mail_ticket_show_qr({ link: ticketPage }, t));
  // The ticket's QR code in the HTML part, as a paid ticket's mail has it (ticket-mail.ts).
  const html = ticket
    ? `${lines
        .slice(0, -1)
        .map((line) => (line ? `<p>${escapeHtml(line)}</p>` : ''))
        .join('\n')}
<div style="width:220px">${ticket.svg}</div>
<p>${mail_ticket_code({ code: ticket.code.slice(0, 8).toUpperCase() }, t)} · <a href="${ticketPage}">${mail_ticket_open({}, t)}</a></p>
<p>${MAIL_SIGNATURE}</p>`
    : undefined;
  return {
    to: contact.email,
    subject: mail_registration_subject({ title: event.title }, t),
    text: lines.join('\n'),
    ...(html ? { html } : {}),
    kind: 'event_registration',
  };
}

/** A ticket as the confirmation mail shows it: its page, its short code and its QR code drawn as SVG. */
export type MailTicket = { id: number; code: string; svg: string };

function originOf(given: string | undefined): string {
  return (given ?? getConfig().siteUrl ?? getConfig().localOrigin).replace(/\/$/, '');
}

/** The registration's ticket for its mail, or null. */
export async function ticketForMail(db: Database, ticketId: number, origin?: string): Promise<MailTicket | null> {
  const ticket = await getTicket(db, ticketId);
  if (!ticket) return null;
  return { id: ticket.id, code: ticket.code, svg: await ticketQrSvg(ticketCheckInUrl(originOf(origin), ticket.code)) };
}
