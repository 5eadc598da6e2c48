/**
 * An event's attendee list as CSV, written with csv-stringify (quoting, embedded commas, quotes
 * and line breaks done by a library made for it). Cells that a spreadsheet would run as a
 * formula (=, +, -, @ first) are prefixed with an apostrophe (OWASP CSV injection).
 */
import { stringify } from 'csv-stringify/sync';
import { formatDateTime } from '#lib/domain/time.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { csvHeaderIn } from '#lib/i18n/localized/exports.ts';
import { organiser_status_awaiting, organiser_status_cancelled, organiser_status_confirmed } from '#paraglide/messages.js';
import type { AttendeeView } from './owner-events.ts';

/** The list's columns, in English (csvHeaderIn words them in the page's language). */
export const ATTENDEE_HEADER = ['Name', 'Email', 'Phone', 'Status', 'Registered (New York time)', 'Special requests'] as const;

/** A registration's state as the dashboard shows it ("Confirmed", "Confirmada", "Confirmée"). */
const STATUS = {
  confirmed: organiser_status_confirmed,
  awaiting_payment: organiser_status_awaiting,
  cancelled: organiser_status_cancelled,
} as const;

/** A cell a spreadsheet shows as text, never runs. */
export const safeCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The list as CSV, its headers and statuses in `locale`; names, emails, requests and times as stored. */
export function attendeesCsv(attendees: readonly AttendeeView[], locale: Locale = 'en'): string {
  const rows = attendees.map((attendee) =>
    [
      attendee.name,
      attendee.email,
      attendee.phone,
      STATUS[attendee.status]({}, { locale }),
      formatDateTime(new Date(attendee.registeredAt)),
      attendee.specialRequests ?? '',
    ].map(safeCell),
  );
  return stringify([csvHeaderIn(locale, ATTENDEE_HEADER), ...rows]);
}

/** "gospel-brunch-attendees.csv" from the event's title. */
export function attendeesFileName(title: string): string {
  const slug =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event';
  return `${slug}-attendees.csv`;
}
