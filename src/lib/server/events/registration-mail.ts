/** The confirmation email of a free event registration (a paid seat's mail is its ticket, ticket-mail.ts): the event, its time in New York, the place, and what happens next. */
import { formatEventPrice, formatLongDate, formatTimeRange } from '../../domain/event-format.ts';
import { formatPrice } from '../../domain/money.ts';
import type { RegistrationContact } from '../../schemas/events.ts';
import { getConfig } from '../config.ts';
import type { EventView } from '../../views/events.ts';
import type { RegistrationStatus } from './registrations.ts';

/** The confirmation email: the event, its date and time in New York, the place, and what happens next. */
export function confirmationMail(input: {
  event: EventView;
  host: { name: string } | null;
  contact: Pick<RegistrationContact, 'firstName' | 'email'>;
  registration: { status: RegistrationStatus; amountCents: number };
  origin?: string;
}) {
  const { event, host, contact, registration } = input;
  const origin = (input.origin ?? getConfig().siteUrl ?? getConfig().localOrigin).replace(/\/$/, '');
  const place = [host?.name, event.location].filter(Boolean).join(', ') || 'Harlem, New York';
  const lines = [
    `Hello ${contact.firstName},`,
    '',
    `You're registered for ${event.title}.`,
    '',
    `When: ${formatLongDate(event.date)}, ${formatTimeRange(event.startTime, event.endTime)} (New York time)`,
    `Where: ${place}`,
    `Price: ${registration.amountCents > 0 ? formatPrice(registration.amountCents) : formatEventPrice(event.price)}`,
    '',
    `Event details: ${origin}/events/${event.id}`,
    `Your registrations: ${origin}/user-dashboard`,
    '',
    "Can't make it? Unregister from the event page so someone else can have your seat.",
    '',
    'Harlem Guide',
  ];
  return {
    to: contact.email,
    subject: `You're registered: ${event.title}`,
    text: lines.join('\n'),
    kind: 'event_registration',
  };
}
