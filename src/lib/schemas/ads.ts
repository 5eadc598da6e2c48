/** Advertising's forms (issue 17): an advertiser's ad, their buttons on it, and the admin's decision. */
import { z } from 'zod';
import { AD_PLACEMENTS, AD_TYPES, isAdTargetUrl } from '../domain/ads.ts';
import { isCalendarDate, isPlannedDay } from '../domain/time.ts';
import { messageKey } from '#lib/i18n/said.ts';
import { ADS_MESSAGES, AD_LIMITS as L } from './ads-messages.ts';
import { asText, choiceField, idField, nextPathField, optionalLine, optionalText, requiredLine, requiredText } from './fields.ts';

/** Advertising's messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const M = Object.fromEntries(Object.entries(ADS_MESSAGES).map(([name, message]) => [name, messageKey(message)])) as Record<
  keyof typeof ADS_MESSAGES,
  string
>;

/** A field sent once, several times or not at all, as a list of texts. */
const listOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value])
    .map(asText)
    .map((text) => text.trim())
    .filter(Boolean);

const boardsField = z.preprocess(
  listOf,
  z
    .array(
      z
        .string()
        .regex(/^(9|10|11|12)$/, M.board)
        .transform(Number),
    )
    .max(4, M.board),
);
const categoriesField = z.preprocess(
  listOf,
  z
    .array(
      z
        .string()
        .regex(/^\d{1,6}$/, M.category)
        .transform(Number),
    )
    .max(30, M.category),
);

/** Dollars as typed ("1", "1.00", "$1,250.50") to cents, within $1 and $100,000. */
const budgetField = z.preprocess(
  (value) => {
    const text = asText(value).replace(/[$,\s]/g, '');
    return /^\d{1,6}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : NaN;
  },
  z.number({ message: M.budget }).refine((cents) => Number.isInteger(cents) && cents >= 100 && cents <= 10_000_000, M.budget),
);

const dayField = (message: string) =>
  z.preprocess(
    (value) => asText(value).trim(),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, message)
      .refine(isCalendarDate, message)
      .refine(isPlannedDay, M.dateRange),
  );

const targetUrlField = z.preprocess(asText, z.string().trim().max(L.targetUrl, M.targetUrl).refine(isAdTargetUrl, M.targetUrl));

export const AdSchema = z
  .object({
    title: requiredLine(M.title, 'Title', L.title),
    description: optionalText('Description', L.description),
    imageAlt: optionalLine('Image description', L.imageAlt),
    targetUrl: targetUrlField,
    adType: choiceField(AD_TYPES, M.adType),
    placement: choiceField(AD_PLACEMENTS, M.placement),
    boards: boardsField,
    categories: categoriesField,
    budget: budgetField,
    startDate: dayField(M.startDate),
    endDate: dayField(M.endDate),
    /** The chosen image file, if any: checked by the service like every photo (type from its bytes, size). */
    image: z.unknown().optional(),
    next: nextPathField,
  })
  .superRefine((form, context) => {
    if (form.endDate <= form.startDate) context.addIssue({ code: 'custom', path: ['endDate'], message: M.dateOrder });
  });
export const AdEditSchema = AdSchema.and(z.object({ adId: idField(M.adId) }));
export const AdIdSchema = z.object({ adId: idField(M.adId), next: nextPathField });
export const AdRejectSchema = z.object({ adId: idField(M.adId), reason: requiredText(M.reason, 'Reason', L.reason), next: nextPathField });

export type AdInput = z.output<typeof AdSchema>;
