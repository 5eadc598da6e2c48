/** The newsletter (double opt-in): signing up with an email, and the tokens of the emailed links. */
import { z } from 'zod';
import { messageKey, said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';
import { asText, emailField, honeypotField } from './fields.ts';

/** "Please enter a valid email address", as a message key (messages/cards). */
export const NEWSLETTER_EMAIL = said(m.cards_form_email);

/** The sign-up form: one email address, lower-cased so one person has one row. */
export const NewsletterSignupSchema = z.object({
  email: emailField(messageKey(NEWSLETTER_EMAIL), { lowercase: true }),
  homepage: honeypotField,
});

/** The Confirm and Unsubscribe buttons of the emailed links carry their token. */
export const NewsletterTokenSchema = z.object({ token: z.preprocess((value) => asText(value).trim(), z.string()) });
