/**
 * The business dashboard's Create Event form and POST /api/events (spec 02 section 5): title,
 * description and date required; capacity at least 1 (default 50); booking required and
 * members-only by default. The price is free text in the spec ("$50 per person"): the amount in
 * it becomes the ticket price in cents; empty or "Free" is free. Times are New York wall clock.
 * The event's own accessibility facts are Yes, No or Not stated (its venue's then apply); a new
 * event may repeat (repeat-choices.ts), which the edit form leaves alone.
 */
import { z } from 'zod';
import { LAST_DAY_EVERY_MONTH, latestRepeatUntil, monthlyPlace, REPEAT_CHOICES, type RepeatChoice } from '../domain/repeat-choices.ts';
import { isCalendarDate, isClockTime } from '../domain/time.ts';
import { refundDaysOf } from '../domain/refund-policy.ts';
import { messageKey, messageKeys, said } from '../i18n/said.ts';
import * as m from '#paraglide/messages.js';
import {
  noMonthlyDate,
  OWNER_EVENT_DEFAULTS,
  OWNER_EVENT_FIELD_LABELS as LABEL,
  OWNER_EVENT_LIMITS,
  OWNER_EVENT_MESSAGES,
} from './owner-events-messages.ts';
import { asText, idField, nextPathField, optionalFact, optionalLine, requiredLine, requiredText } from './fields.ts';

export { OWNER_EVENT_DEFAULTS, OWNER_EVENT_LIMITS, OWNER_EVENT_MESSAGES };
/** The form's messages as zod takes them: tokens that fieldErrors turns back into the messages. */
const M = messageKeys(OWNER_EVENT_MESSAGES);
const L = OWNER_EVENT_LIMITS;

/** The token of "Not every month has a 31st…" for a first date; one per day and weekday (at most 21), made once. */
const noMonthlyDateTokens = new Map<string, string>();
function noMonthlyDateKey(date: string, day: number): string {
  const which = `${day} ${new Date(`${date}T12:00:00Z`).getUTCDay()}`;
  let token = noMonthlyDateTokens.get(which);
  if (!token) {
    token = messageKey(noMonthlyDate(date, day));
    noMonthlyDateTokens.set(which, token);
  }
  return token;
}

/** "$50 per person" as 5000, "25" as 2500, "12.50" as 1250, "" or "Free" as null; undefined when it names no amount. */
export function priceTextToCents(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || /^free$/i.test(trimmed)) return null;
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?\b/.exec(trimmed);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents === 0 ? null : cents;
}

const optionalTime = z.preprocess((value) => asText(value).trim() || null, z.string().refine(isClockTime, M.time).nullable());
/** A checkbox with a default: a form sends "on" or nothing (the form's hidden "false" says unchecked); JSON sends a boolean. */
const flag = (fallback: boolean) =>
  z.preprocess((value) => {
    const all = Array.isArray(value) ? value : [value];
    if (all.some((item) => item === true || item === 'on' || item === 'true')) return true;
    if (all.some((item) => item === false || item === 'false' || item === 'off')) return false;
    return fallback;
  }, z.boolean());

export const EventFields = z.object({
  title: requiredLine(M.title, LABEL.title, L.title),
  description: requiredText(M.description, LABEL.description, L.description),
  date: z.preprocess((value) => asText(value).trim().slice(0, 10), z.string().min(1, M.date).refine(isCalendarDate, M.date)),
  startTime: optionalTime,
  endTime: optionalTime,
  location: optionalLine(LABEL.location, L.location),
  price: z.preprocess(
    asText,
    z
      .string()
      .max(L.price, M.price)
      .transform((text, context) => {
        const cents = priceTextToCents(text);
        if (cents === undefined) {
          context.addIssue({ code: 'custom', message: M.price });
          return z.NEVER;
        }
        return cents;
      }),
  ),
  // The spec coerces capacity to a whole number (0 when invalid), then requires at least 1.
  maxCapacity: z.preprocess(
    (value) => {
      const text = asText(value).trim();
      if (text === '') return OWNER_EVENT_DEFAULTS.maxCapacity;
      return /^\d{1,9}$/.test(text) ? Number(text) : 0;
    },
    z.number().int().min(1, M.maxCapacity).max(L.maxCapacity, M.capacityTooLarge),
  ),
  // Absent keeps the event's policy (PATCH); empty or "none" is no refunds.
  refundDaysBefore: z.preprocess(
    refundDaysOf,
    z
      .number({ message: messageKey(said(m.organiser_msg_refunds)) })
      .int()
      .nullable()
      .optional(),
  ),
  // Early event access (issue 35): the New York day it opens to everyone; absent keeps it (PATCH), empty is none.
  opensToAll: z.preprocess(
    (value) => (value === undefined ? undefined : asText(value).trim() || null),
    z
      .string()
      .refine(isCalendarDate, messageKey(said(m.organiser_msg_opens_to_all)))
      .nullable()
      .optional(),
  ),
  requiresBooking: flag(OWNER_EVENT_DEFAULTS.requiresBooking),
  isPremium: flag(OWNER_EVENT_DEFAULTS.isPremium),
  imageUrl: z.preprocess(
    asText,
    z
      .string()
      .trim()
      .max(L.imageUrl, M.imageUrl)
      .refine((url) => url === '' || (/^\/[^/\\]/.test(url) && !/\s/.test(url)) || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url), M.imageUrl)
      .transform((url) => url || null),
  ),
  stepFreeEntrance: optionalFact(M.access),
  accessibleRestroom: optionalFact(M.access),
  hearingLoop: optionalFact(M.access),
  seating: optionalFact(M.access),
});

/** How a new event repeats: a choice (empty is "Does not repeat") and an optional last date. */
export const RepeatFields = {
  repeats: z.preprocess((value) => asText(value).trim() || 'none', z.enum(REPEAT_CHOICES, { message: M.repeats })),
  repeatsUntil: z.preprocess((value) => asText(value).trim() || null, z.string().refine(isCalendarDate, M.repeatsUntil).nullable()),
};

/** A repeat the first date allows (every month has its date), ending after that date and within a year of it. */
export const repeatsFit = (event: { date: string; repeats: RepeatChoice; repeatsUntil: string | null }, context: z.RefinementCtx) => {
  if (!isCalendarDate(event.date)) return;
  const until = event.repeatsUntil;
  if (event.repeats === 'none') {
    if (until) context.addIssue({ code: 'custom', path: ['repeatsUntil'], message: M.repeatsUntilAlone });
    return;
  }
  const { day } = monthlyPlace(event.date);
  if (event.repeats === 'monthly-date' && day > LAST_DAY_EVERY_MONTH)
    context.addIssue({ code: 'custom', path: ['repeats'], message: noMonthlyDateKey(event.date, day) });
  if (until && until <= event.date) context.addIssue({ code: 'custom', path: ['repeatsUntil'], message: M.repeatsUntilBeforeStart });
  else if (until && until > latestRepeatUntil(event.date))
    context.addIssue({ code: 'custom', path: ['repeatsUntil'], message: M.repeatsUntilTooFar });
};

export const endAfterStart = (event: { startTime?: string | null; endTime?: string | null }, context: z.RefinementCtx) => {
  // An end earlier than the start is read as the next morning only when it is before 6 AM (a late show).
  if (event.startTime && event.endTime && event.endTime <= event.startTime && event.endTime > '06:00')
    context.addIssue({ code: 'custom', path: ['endTime'], message: M.endBeforeStart });
};

export type OwnerEventInput = z.output<typeof EventFields>;
/** How a new event repeats, as checked. */
export type RepeatInput = { repeats: RepeatChoice; repeatsUntil: string | null };

const OwnerEventFields = EventFields.extend({ businessId: idField(M.unknownBusiness), next: nextPathField });

/** The create form and POST /api/events: the event, for one business, repeating or not. */
export const OwnerEventSchema = OwnerEventFields.extend(RepeatFields).superRefine(endAfterStart).superRefine(repeatsFit);

/** The edit form: the same fields but the repeat, for one event of one business. */
export const OwnerEventEditSchema = OwnerEventFields.extend({ eventId: idField(M.notFound) }).superRefine(endAfterStart);

/** Cancel: which event, of which business. */
export const OwnerEventCancelSchema = z.object({
  businessId: idField(M.unknownBusiness),
  eventId: idField(M.notFound),
  next: nextPathField,
});

/**
 * An owner's refund of one ticket: which ticket of which business, and how much in dollars
 * ("10" or "10.50"); empty refunds what is left of it. The amount refunded is the ticket's own,
 * never more (the service checks what is left).
 */
export const TicketRefundSchema = z.object({
  businessId: idField(M.unknownBusiness),
  ticketId: idField(messageKey(said(m.organiser_ticket_not_found))),
  amount: z.preprocess(
    (value) => {
      const text = asText(value).replace(/[$\s,]/g, '');
      if (text === '') return null;
      return /^\d{1,6}(\.\d{1,2})?$/.test(text) && Number(text) > 0 ? Math.round(Number(text) * 100) : NaN;
    },
    z
      .number({ message: messageKey(said(m.organiser_refund_amount_invalid)) })
      .int()
      .positive()
      .nullable(),
  ),
  next: nextPathField,
});

/** Refunding a whole order (issue 33): every ticket of the registration still admitting, what is left of each. */
export const OrderRefundSchema = z.object({
  businessId: idField(M.unknownBusiness),
  registrationId: idField(messageKey(said(m.organiser_ticket_not_found))),
  next: nextPathField,
});
