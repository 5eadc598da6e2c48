/**
 * What a verified Stripe event changes (payments/webhook.ts applies it): the shape every payment
 * service returns, kept apart from the webhook so the services and the webhook do not import each other.
 */
import type { BatchItem } from 'drizzle-orm/batch';
import type Stripe from 'stripe';
import type { Database } from '../db/client.ts';

/** What an event changes: statements committed with its id, the mails that follow (committed with them), and follow-up work after the commit. */
export type Effect = {
  statements: BatchItem<'sqlite'>[];
  /** Outbox writes (mail/outbox.ts mailStatement), in the same batch: delivered after the commit, or by the scheduled job if the process dies first. */
  mails?: BatchItem<'sqlite'>[];
  /** Members a statement tells something due now (an owner's alert of a booking): their notifications are delivered after the commit. */
  notified?: number[];
  /** Runs once the statements are committed, with their results in order. */
  after?: (results: unknown[]) => Promise<void>;
};

export type EffectContext = { db: Database; stripe: Stripe; origin: string; now: Date };
