/**
 * What a connected account's events tell its business's owner (issue 33): a payout paid or
 * failed, and the account needing attention (Stripe asks for more details, or stops charges). Each
 * is a notification statement of the event's own batch (payments/webhook.ts applies it once), with
 * a dedupe key of its own, under the owner's "payouts and payment account" switch.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { businesses, connectedAccounts } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { recipientLanguageIn } from '../mail/recipient-language.ts';
import { notificationStatement } from '../notifications/notify.ts';
import { ownerAccountText, ownerPayoutText } from '../notifications/owner-alert-texts.ts';
import type { Effect } from '../payments/effect.ts';

/** The business a connected account belongs to, with its owner; null for an account the guide does not know. */
export async function businessOfAccount(db: Database, accountId: string) {
  const [row] = await db
    .select({ businessId: businesses.id, name: businesses.name, ownerId: businesses.ownerId })
    .from(connectedAccounts)
    .innerJoin(businesses, eq(businesses.id, connectedAccounts.businessId))
    .where(eq(connectedAccounts.stripeAccountId, accountId))
    .limit(1);
  return row ?? null;
}

/** payout.paid or payout.failed on a business's account: its owner is told once; nothing for an account the guide does not know. */
export async function payoutAlert(db: Database, accountId: string | undefined, payout: Stripe.Payout, now: Date): Promise<Effect | null> {
  const business = accountId ? await businessOfAccount(db, accountId) : null;
  if (!business?.ownerId) return null;
  const failed = payout.status === 'failed';
  const said = ownerPayoutText(await recipientLanguageIn(db, business.ownerId), {
    amountCents: payout.amount,
    arrivesAt: new Date(payout.arrival_date * 1000),
    failed,
  });
  return {
    statements: [
      notificationStatement(
        db,
        { userId: business.ownerId, kind: 'owner_payout', ...said, dedupeKey: `owner:payout:${payout.id}:${failed ? 'failed' : 'paid'}` },
        now,
      ),
    ],
    notified: [business.ownerId],
  };
}

/**
 * The owner's alert when an account that had sent its details now needs attention (Stripe asks for
 * more, or took charges away), at most once a day; null otherwise.
 */
export async function accountAttentionAlert(
  db: Database,
  accountId: string,
  before: { detailsSubmitted: boolean; chargesEnabled: boolean },
  after: { requirementsDue: number; chargesEnabled: boolean },
  now: Date,
) {
  const needsAttention = (before.detailsSubmitted && after.requirementsDue > 0) || (before.chargesEnabled && !after.chargesEnabled);
  if (!needsAttention) return null;
  const business = await businessOfAccount(db, accountId);
  if (!business?.ownerId) return null;
  const said = ownerAccountText(await recipientLanguageIn(db, business.ownerId), business.name);
  const day = Math.floor(now.getTime() / 86_400_000);
  return {
    statement: notificationStatement(
      db,
      { userId: business.ownerId, kind: 'owner_account', ...said, dedupeKey: `owner:account:${accountId}:${day}` },
      now,
    ),
    ownerId: business.ownerId,
  };
}
