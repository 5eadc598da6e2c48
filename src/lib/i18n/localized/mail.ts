/**
 * The shared words and formats of the guide's emails in the recipient's language (decision 024),
 * from message keys and the formatting module, in New York time.
 */
import { type Locale } from '#lib/i18n/locales.ts';
import { clockTimeIn, fullDateTimeIn, longDateIn } from '#lib/i18n/format.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import { mail_date_at_time, mail_hello, mail_hello_there, mail_new_york_time } from '#paraglide/messages.js';

/** The name the guide signs its emails with, the same in every language. */
export const MAIL_SIGNATURE = 'Harlem Guide';

/** "Hello Ana," or "Hello there,"; "Hola, Ana:"; "Bonjour Ana,". */
export function mailGreeting(locale: Locale, name: string | null | undefined): string {
  return name ? mail_hello({ name }, { locale }) : mail_hello_there({}, { locale });
}

/** "Saturday, December 5, 2026, 7:30 PM"; "sábado, 5 de diciembre de 2026, 7:30 p. m."; "samedi 5 décembre 2026 à 19:30". */
export function longDateTimeIn(locale: Locale, instant: Date): string {
  const { date, time } = toNewYorkParts(instant);
  return mail_date_at_time({ date: longDateIn(locale, date), time: clockTimeIn(locale, time) }, { locale });
}

/** A date and time followed by "(New York time)" in the language. */
export function newYorkDateTimeIn(locale: Locale, instant: Date): string {
  return `${longDateTimeIn(locale, instant)} ${mail_new_york_time({}, { locale })}`;
}

/** A booking's start as Intl writes it in full, in New York ("Saturday, December 5, 2026 at 7:30 PM"). */
export function bookingWhenIn(locale: Locale, instant: Date): string {
  return fullDateTimeIn(locale, instant);
}
