/** Loyalty's forms: redeeming a reward, verifying a code at the business, and the admin's reward. */
import { z } from 'zod';
import { messageKeys } from '#lib/i18n/said.ts';
import { LOYALTY_MESSAGES, REWARD_LIMITS as L } from './loyalty-messages.ts';
import { isCalendarDate, isPlannedDay } from '../domain/time.ts';
import { asText, checkboxField, idField, nextPathField, optionalText, requiredLine } from './fields.ts';

/** Loyalty's messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const M = messageKeys(LOYALTY_MESSAGES);

export const RedeemSchema = z.object({ rewardId: idField(M.rewardId), next: nextPathField });

/** A code as read out at a counter: spaces and dashes dropped, letters upper-cased, 10 of the code's alphabet. */
export const VerifyCodeSchema = z.object({
  code: z.preprocess(
    (value) => asText(value).replace(/[\s-]/g, '').toUpperCase(),
    z.string().regex(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/, M.codeShape),
  ),
  next: nextPathField,
});

const whole = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => {
      const text = asText(value).replace(/,/g, '').trim();
      return /^\d{1,7}$/.test(text) ? Number(text) : NaN;
    },
    z.number({ message }).refine((n) => Number.isInteger(n) && n >= min && n <= max, message),
  );

const optionalWhole = (message: string, min: number, max: number) =>
  z.preprocess((value) => (asText(value).trim() === '' ? null : value), whole(message, min, max).nullable());

/** A calendar day (YYYY-MM-DD), as the start of that day in New York; empty is none. */
const optionalDay = z.preprocess(
  (value) => {
    const text = asText(value).trim();
    return text === '' ? null : text;
  },
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
    .refine(isCalendarDate, M.date)
    .refine(isPlannedDay, M.dateRange)
    .nullable(),
);

export const RewardSchema = z
  .object({
    businessId: idField(M.business),
    title: requiredLine(M.title, 'Title', L.title),
    description: optionalText('Description', L.description),
    pointsCost: whole(M.cost, 1, 100_000),
    totalAvailable: optionalWhole(M.total, 1, 100_000),
    validFrom: optionalDay,
    validUntil: optionalDay,
    termsConditions: optionalText('Terms', L.terms),
    next: nextPathField,
  })
  .superRefine((form, context) => {
    if (form.validFrom && form.validUntil && form.validUntil <= form.validFrom)
      context.addIssue({ code: 'custom', path: ['validUntil'], message: M.dateOrder });
  });
export const RewardEditSchema = RewardSchema.and(z.object({ rewardId: idField(M.rewardNotFound) }));
export const RewardIdSchema = z.object({ rewardId: idField(M.rewardNotFound), active: checkboxField, next: nextPathField });

export type RewardInput = z.output<typeof RewardSchema>;
