/** The email every registrant of a cancelled event receives, in their language: which event, when it was to be, and what happens to a payment. */
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { formatPriceIn, longDateIn, timeRangeIn } from '#lib/i18n/format.ts';
import { MAIL_SIGNATURE, mailGreeting } from '#lib/i18n/localized/mail.ts';
import type { EventView } from '#lib/views/events.ts';
import {
  mail_cancelled_intro,
  mail_cancelled_nothing_to_do,
  mail_cancelled_refund,
  mail_cancelled_subject,
  mail_cancelled_unpaid,
  mail_find_another_event,
  mail_new_york_time,
} from '#paraglide/messages.js';

export function eventCancelledMail(input: {
  event: EventView;
  registrant: { firstName: string; email: string; amountCents: number; status: string };
  origin: string;
  locale?: Locale;
}) {
  const { event, registrant } = input;
  const locale = input.locale ?? 'en';
  const t = { locale };
  const origin = input.origin.replace(/\/$/, '');
  const paid = registrant.status === 'confirmed' && registrant.amountCents > 0;
  const when = `${longDateIn(locale, event.date)}, ${timeRangeIn(locale, event.startTime, event.endTime)} ${mail_new_york_time({}, t)}`;
  const lines = [
    mailGreeting(locale, registrant.firstName),
    '',
    mail_cancelled_intro({ title: event.title, when }, t),
    '',
    paid
      ? mail_cancelled_refund({ amount: formatPriceIn(locale, registrant.amountCents) }, t)
      : registrant.status === 'awaiting_payment'
        ? mail_cancelled_unpaid({}, t)
        : mail_cancelled_nothing_to_do({}, t),
    '',
    mail_find_another_event({ link: `${origin}${localizePath(locale, '/events')}` }, t),
    '',
    MAIL_SIGNATURE,
  ];
  return {
    to: registrant.email,
    subject: mail_cancelled_subject({ title: event.title }, t),
    text: lines.join('\n'),
    kind: 'event_cancelled',
  };
}
