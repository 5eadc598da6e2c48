/** Query-string schemas of the public read API. Every value arrives as text. */
import { z } from 'zod';
import { isCalendarDate, newYorkTimeToInstant } from '../domain/time.ts';

const MAX_ID = 2_147_483_647;

/** A positive whole-number id given as text ("12"). */
export const IdParamSchema = z
  .string()
  .regex(/^[0-9]{1,10}$/, 'expected a positive whole number')
  .transform(Number)
  .refine((value) => value >= 1 && value <= MAX_ID, 'expected a positive whole number');

/** "true" or "false". */
export const BooleanParamSchema = z.enum(['true', 'false'], { message: 'expected true or false' }).transform((value) => value === 'true');

/** List APIs answer at most this many items per request (decisions, "Scale"). */
export const MAX_PAGE_LIMIT = 100;
/**
 * How far `offset` may reach. An offset walks every row before it, so deeper pages are read with
 * the cursor each page's Link header carries, which seeks straight to its place.
 */
export const MAX_OFFSET = 1_000;

/** `limit` (1-100, 100 unless given), `offset` (0 unless given) and the `cursor` of a Link rel="next" of a list API. */
const PageParams = {
  limit: z
    .string()
    .regex(/^[0-9]{1,6}$/, `expected a whole number from 1 to ${MAX_PAGE_LIMIT}`)
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_PAGE_LIMIT, `expected a whole number from 1 to ${MAX_PAGE_LIMIT}`)
    .default(MAX_PAGE_LIMIT),
  offset: z
    .string()
    .regex(/^[0-9]{1,7}$/, `expected a whole number from 0 to ${MAX_OFFSET}`)
    .transform(Number)
    .refine(
      (value) => value <= MAX_OFFSET,
      `at most ${MAX_OFFSET}; to read further, follow the address in the Link header (rel="next"), which carries a cursor`,
    )
    .default(0),
  /** Opaque; decoded by the route, which knows the list's order (list-cursor.ts). */
  cursor: z.string().optional(),
};

export const BusinessListQuerySchema = z.object({
  communityBoardId: IdParamSchema.optional(),
  categoryId: IdParamSchema.optional(),
  isPremium: BooleanParamSchema.optional(),
  ...PageParams,
});

const INSTANT_MESSAGE = 'expected a date (YYYY-MM-DD) or a date and time (ISO 8601)';

/** A day (2026-12-31, from midnight in New York) or an instant (2026-12-31T19:00:00Z), as given to `from`. */
const InstantParamSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/, INSTANT_MESSAGE)
  .refine((value) => isCalendarDate(value.slice(0, 10)), INSTANT_MESSAGE)
  .transform((value) => (value.length === 10 ? newYorkTimeToInstant(value) : new Date(value)))
  .refine((value) => !Number.isNaN(value.getTime()), INSTANT_MESSAGE);

export const EventListQuerySchema = z.object({
  communityBoardId: IdParamSchema.optional(),
  businessId: IdParamSchema.optional(),
  isPremium: BooleanParamSchema.optional(),
  /** Events starting at or after this day or instant; upcoming ones (from now) unless given. */
  from: InstantParamSchema.optional(),
  /** true: past events too, from the earliest. */
  past: BooleanParamSchema.optional(),
  ...PageParams,
});
