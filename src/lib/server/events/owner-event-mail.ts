/** The email every registrant of a cancelled event receives: which event, when it was to be, and what happens to a payment. */
import { formatLongDate, formatTimeRange } from '../../domain/event-format.ts';
import { formatPrice } from '../../domain/money.ts';
import type { EventView } from '../../views/events.ts';

export function eventCancelledMail(input: { event: EventView; registrant: { firstName: string; email: string; amountCents: number; status: string }; origin: string }) {
  const { event, registrant } = input;
  const origin = input.origin.replace(/\/$/, '');
  const paid = registrant.status === 'confirmed' && registrant.amountCents > 0;
  const lines = [
    `Hello ${registrant.firstName},`,
    '',
    `We're sorry: ${event.title} on ${formatLongDate(event.date)}, ${formatTimeRange(event.startTime, event.endTime)} (New York time) has been cancelled by its host.`,
    '',
    paid
      ? `Your payment of ${formatPrice(registrant.amountCents)} is being refunded to the card you paid with. Refunds usually arrive within 5 to 10 business days.`
      : registrant.status === 'awaiting_payment'
        ? 'Your seat was still waiting for payment, so nothing was charged.'
        : 'Your registration has been cancelled; there is nothing you need to do.',
    '',
    `Find another event: ${origin}/events`,
    '',
    'Harlem Guide',
  ];
  return { to: registrant.email, subject: `Cancelled: ${event.title}`, text: lines.join('\n'), kind: 'event_cancelled' };
}
