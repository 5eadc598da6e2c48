/**
 * The public forms' field messages in the visitor's language (decision 024): the schemas keep the
 * spec's English wording (fields.ts, reviews-messages.ts,
 * messages-text.ts, donations.ts) and the pages show each message through here.
 * A message not listed stays as it is.
 */
import type { Locale } from '../i18n/locales.ts';
import { PHONE_INVALID_MESSAGE } from '../domain/phone.ts';
import { INVALID_EMAIL } from './fields.ts';
import { MESSAGE_MESSAGES } from './messages-text.ts';
import { REVIEW_MESSAGES } from './reviews-messages.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const FIELDS: Record<string, Message> = {
  [INVALID_EMAIL]: m.cards_form_email,
  [PHONE_INVALID_MESSAGE]: m.cards_form_phone,
  [REVIEW_MESSAGES.rating]: m.cards_form_rating,
  [REVIEW_MESSAGES.title]: m.cards_form_review_title,
  [REVIEW_MESSAGES.reason]: m.cards_form_report_reason,
  [MESSAGE_MESSAGES.content]: m.cards_form_write_message,
  [MESSAGE_MESSAGES.reply]: m.cards_form_write_reply,
};

/** "Name must be at most 120 characters" (fields.ts tooLong): the limit, whatever the field. */
const TOO_LONG = /^.+ must be at most (\d+) characters$/;

/** One field message of a public form in `locale`; other text as it is. */
export function formMessageIn(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  const message = FIELDS[text];
  if (message) return message({}, { locale });
  const tooLong = TOO_LONG.exec(text);
  return tooLong ? m.cards_form_too_long({ label: '', max: Number(tooLong[1]) }, { locale }) : text;
}

/** Every message of a refused form (messagesOf) in `locale`. */
export function formMessagesIn(locale: Locale, errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, formMessageIn(locale, text)]));
}
