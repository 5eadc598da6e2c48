/** The newsletter (double opt-in): signing up with an email, and the tokens of the emailed links. */
import { z } from 'zod';
import { asText, emailField, honeypotField, INVALID_EMAIL } from './fields.ts';

export { INVALID_EMAIL };

/** The sign-up form: one email address, lower-cased so one person has one row. */
export const NewsletterSignupSchema = z.object({
  email: emailField(INVALID_EMAIL, { lowercase: true }),
  homepage: honeypotField,
});

/** The Confirm and Unsubscribe buttons of the emailed links carry their token. */
export const NewsletterTokenSchema = z.object({ token: z.preprocess((value) => asText(value).trim(), z.string()) });
