/** The email that tells the first in line a seat is theirs (decision 019): the deadline in New York time and where to confirm. */
import { formatLongDateTime } from '../../domain/event-format.ts';
import type { Mail } from '../mail/outbox.ts';

/** "A seat is yours at {event}: confirm by {New York date and time}", with the link to confirm or decline. */
export function seatOfferedMail(input: { to: string; firstName: string | null; event: { id: number; title: string }; offerExpiresAt: Date; origin: string }): Mail {
  const { event, origin } = input;
  const deadline = `${formatLongDateTime(input.offerExpiresAt)} (New York time)`;
  const lines = [
    `Hello ${input.firstName?.trim() || 'there'},`,
    '',
    `A seat opened up at ${event.title}, and you were first on the waitlist, so the seat is yours.`,
    `We are holding it for you until ${deadline}.`,
    '',
    `Confirm your seat: ${origin}/events/${event.id}/register`,
    '',
    'If you do not confirm by then, or you decline, the seat passes to the next person in line.',
    '',
    'Harlem Guide',
  ];
  return { to: input.to, subject: `A seat is yours at ${event.title}: confirm by ${deadline}`, text: lines.join('\n'), kind: 'waitlist_offer' };
}
