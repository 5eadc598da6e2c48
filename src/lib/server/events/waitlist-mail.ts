/** The email that tells the first in line a seat is theirs (decision 019): the deadline in New York time and where to confirm. */
import { localizePath, type Locale } from '#lib/i18n/locales.ts';
import { MAIL_SIGNATURE, mailGreeting, newYorkDateTimeIn } from '#lib/i18n/localized/mail.ts';
import type { Mail } from '../mail/mail.ts';
import {
  mail_waitlist_confirm,
  mail_waitlist_holding,
  mail_waitlist_opened,
  mail_waitlist_passes,
  mail_waitlist_subject,
} from '#paraglide/messages.js';

/** "A seat is yours at {event}: confirm by {New York date and time}", with the link to confirm or decline, in the recipient's language. */
export function seatOfferedMail(input: {
  to: string;
  firstName: string | null;
  event: { id: number; title: string };
  offerExpiresAt: Date;
  origin: string;
  locale?: Locale;
}): Mail {
  const { event, origin } = input;
  const locale = input.locale ?? 'en';
  const t = { locale };
  const deadline = newYorkDateTimeIn(locale, input.offerExpiresAt);
  const lines = [
    mailGreeting(locale, input.firstName?.trim()),
    '',
    mail_waitlist_opened({ title: event.title }, t),
    mail_waitlist_holding({ deadline }, t),
    '',
    mail_waitlist_confirm({ link: `${origin}${localizePath(locale, `/events/${event.id}/register`)}` }, t),
    '',
    mail_waitlist_passes({}, t),
    '',
    MAIL_SIGNATURE,
  ];
  return {
    to: input.to,
    subject: mail_waitlist_subject({ title: event.title, deadline }, t),
    text: lines.join('\n'),
    kind: 'waitlist_offer',
  };
}
