/** What the partnership plan forms send: a plan by its slug (prices are never sent). */
import { z } from 'zod';
import { asText } from './fields.ts';
import { PARTNER_PLAN_MESSAGES } from './plans-messages.ts';

export const PartnerSubscribeSchema = z.object({
  plan: z.preprocess((value) => asText(value).trim(), z.string().regex(/^[a-z0-9-]{1,60}$/, PARTNER_PLAN_MESSAGES.unknownPlan)),
});
