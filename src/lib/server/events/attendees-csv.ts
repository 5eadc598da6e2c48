/**
 * An event's attendee list as CSV, written with csv-stringify (quoting, embedded commas, quotes
 * and line breaks done by a library made for it). Cells that a spreadsheet would run as a
 * formula (=, +, -, @ first) are prefixed with an apostrophe (OWASP CSV injection).
 */
import { stringify } from 'csv-stringify/sync';
import { formatDateTime } from '../../domain/time.ts';
import type { AttendeeView } from './owner-events.ts';

const STATUS = { confirmed: 'Confirmed', awaiting_payment: 'Awaiting payment' } as const;

/** A cell a spreadsheet shows as text, never runs. */
export const safeCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function attendeesCsv(attendees: readonly AttendeeView[]): string {
  const rows = attendees.map((attendee) => [attendee.name, attendee.email, attendee.phone, STATUS[attendee.status], formatDateTime(new Date(attendee.registeredAt)), attendee.specialRequests ?? ''].map(safeCell));
  return stringify([['Name', 'Email', 'Phone', 'Status', 'Registered (New York time)', 'Special requests'], ...rows]);
}

/** "gospel-brunch-attendees.csv" from the event's title. */
export function attendeesFileName(title: string): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'event';
  return `${slug}-attendees.csv`;
}
