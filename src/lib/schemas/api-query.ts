/** Query-string schemas of the public read API. Every value arrives as text. */
import { z } from 'zod';

const MAX_ID = 2_147_483_647;

/** A positive whole-number id given as text ("12"). */
export const IdParamSchema = z
  .string()
  .regex(/^[0-9]{1,10}$/, 'expected a positive whole number')
  .transform(Number)
  .refine((value) => value >= 1 && value <= MAX_ID, 'expected a positive whole number');

/** "true" or "false". */
export const BooleanParamSchema = z.enum(['true', 'false'], { message: 'expected true or false' }).transform((value) => value === 'true');

export const BusinessListQuerySchema = z.object({
  communityBoardId: IdParamSchema.optional(),
  categoryId: IdParamSchema.optional(),
  isPremium: BooleanParamSchema.optional(),
});

export const EventListQuerySchema = z.object({
  communityBoardId: IdParamSchema.optional(),
  businessId: IdParamSchema.optional(),
  isPremium: BooleanParamSchema.optional(),
});
