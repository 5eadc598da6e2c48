/** Checkouts opened per account (actions and API share the count): generous for people, a cap for scripts. */
import type { WriteLimit } from '../security/rate-limit.ts';

export const CHECKOUT_LIMIT: WriteLimit = { name: 'checkout', limit: { limit: 20, windowMs: 10 * 60_000 }, per: 'user' };
