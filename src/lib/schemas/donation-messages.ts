/**
 * The donation form's messages as message keys (decision 028), apart from the other forms' so the
 * donation island bundles only these; messages/cards/en.json holds the spec's English.
 */
import type { DonationAmountProblem } from '../domain/donations.ts';
import { said } from '../i18n/said.ts';
import {
  cards_donate_amount,
  cards_donate_email,
  cards_donate_failed,
  cards_donate_name,
  cards_donate_too_large,
  cards_donate_whole_dollars,
} from '#paraglide/messages.js';

export const DONATION_MESSAGES = {
  amount: said(cards_donate_amount),
  tooLarge: said(cards_donate_too_large),
  email: said(cards_donate_email),
  name: said(cards_donate_name),
  wholeDollars: said(cards_donate_whole_dollars),
  failed: said(cards_donate_failed),
} as const;

/** Each amount problem has its message. */
DONATION_MESSAGES satisfies Record<DonationAmountProblem, unknown>;
