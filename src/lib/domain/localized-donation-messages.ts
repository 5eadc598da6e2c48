/**
 * The donation form's messages (DONATION_MESSAGES, the spec's English) in the visitor's language,
 * apart from the other forms' so the donation island bundles only these.
 */
import { DONATION_MESSAGES } from './donations.ts';
import type { Locale } from '../i18n/locales.ts';
import {
  cards_donate_amount,
  cards_donate_email,
  cards_donate_failed,
  cards_donate_name,
  cards_donate_too_large,
  cards_donate_whole_dollars,
} from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const DONATION: Record<string, Message> = {
  [DONATION_MESSAGES.amount]: cards_donate_amount,
  [DONATION_MESSAGES.tooLarge]: cards_donate_too_large,
  [DONATION_MESSAGES.email]: cards_donate_email,
  [DONATION_MESSAGES.name]: cards_donate_name,
  [DONATION_MESSAGES.wholeDollars]: cards_donate_whole_dollars,
  [DONATION_MESSAGES.failed]: cards_donate_failed,
};

/** Whether `text` is one of the donation form's messages. */
export const isDonationMessage = (text: string): boolean => text in DONATION;

/** A donation message in `locale`; other text as it is. */
export function donationMessageIn(locale: Locale, text: string): string {
  const message = DONATION[text];
  return locale === 'en' || !message ? text : message({}, { locale });
}
