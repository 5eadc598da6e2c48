/**
 * The donation form (spec 02 section 5: amount above 0, email required, name required unless
 * anonymous). A preset (`amount`) or a custom amount (`customAmount`, which wins when typed), in
 * dollars, stored in cents.
 */
import { z } from 'zod';
import { DONATION_LIMITS, donationAmountProblem, parseDollars } from '../domain/donations.ts';
import { messageKeys } from '../i18n/said.ts';
import { DONATION_MESSAGES } from './donation-messages.ts';

/** The donation messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const M = messageKeys(DONATION_MESSAGES);
import { asText, checkboxField, emailField, honeypotField, optionalLine, optionalText } from './fields.ts';
import { FORM_FIELD_LABELS as LABEL } from './form-field-labels.ts';

export const DonationSchema = z
  .object({
    amount: z.preprocess(asText, z.string()),
    customAmount: z.preprocess(asText, z.string()),
    donorName: optionalLine(LABEL.name, DONATION_LIMITS.name),
    donorEmail: emailField(M.email),
    message: optionalText(LABEL.message, DONATION_LIMITS.message),
    isAnonymous: checkboxField,
    isRecurring: checkboxField,
    homepage: honeypotField,
  })
  .transform((form, context) => {
    const dollars = parseDollars(form.customAmount.trim() ? form.customAmount : form.amount);
    const field = form.customAmount.trim() ? 'customAmount' : 'amount';
    const problem = donationAmountProblem(dollars);
    if (problem || dollars === null) {
      context.addIssue({ code: 'custom', path: [field], message: M[problem ?? 'amount'] });
      return z.NEVER;
    }
    if (!form.isAnonymous && !form.donorName) {
      context.addIssue({ code: 'custom', path: ['donorName'], message: M.name });
      return z.NEVER;
    }
    return {
      amountCents: dollars * 100,
      donorName: form.isAnonymous ? null : form.donorName,
      donorEmail: form.donorEmail,
      message: form.message,
      isAnonymous: form.isAnonymous,
      isRecurring: form.isRecurring,
    };
  });
export type DonationInput = z.output<typeof DonationSchema>;
