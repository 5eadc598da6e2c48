/** Deleting an account, with what it owns; records of payments stay, unlinked; the last admin stays. */
import { ANY_KEY, contentChanged } from '../http/cache-keys.ts';
import { and, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { eventRegistrations, events, users } from '#db/schema.ts';
import { LIVE_SUBSCRIPTION_STATUSES } from '../membership/subscription-sync.ts';
import { SETTINGS_MESSAGES, type DeleteAccountInput } from '#lib/schemas/settings.ts';
import { getDb } from '../db/client.ts';
import { checkCurrentPassword, refuse, type SettingsAccount, type SettingsOutcome } from './current-password.ts';

/**
 * Deletes the account. Favorites, registrations, reviews, messages and sessions go with it (the
 * schema cascades); payments, donations and tickets stay, with the account link removed (set
 * null). The last admin cannot delete their account.
 */
export async function deleteAccount(account: SettingsAccount, input: DeleteAccountInput, ip: string): Promise<SettingsOutcome> {
  const checked = await checkCurrentPassword(account, input.currentPassword, ip);
  if (!checked.ok) return checked;

  const db = getDb();
  if (account.role === 'admin') {
    const [{ others }] = await db
      .select({ others: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), ne(users.id, account.id)));
    if (others === 0) return refuse({ form: SETTINGS_MESSAGES.lastAdmin });
  }
  const blocker = await paidCommitments(account.id);
  if (blocker) return refuse({ form: blocker });
  await db.delete(users).where(eq(users.id, account.id));
  // Its reviews, places at free events and more go with it: every page may show some of them.
  contentChanged(ANY_KEY);
  return { ok: true };
}

/**
 * What a deletion would leave behind that money depends on: a Premium subscription that still
 * renews (it would keep charging a card nobody can manage), or paid seats at upcoming events
 * (deleting them would free seats whose tickets stay valid). Either is refused with what to do.
 */
async function paidCommitments(userId: number): Promise<string | null> {
  const db = getDb();
  const [renewing, tickets] = await db.batch([
    db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          sql`${users.stripeSubscriptionId} is not null`,
          inArray(users.subscriptionStatus, [...LIVE_SUBSCRIPTION_STATUSES]),
          isNull(users.subscriptionCancelsAt),
        ),
      ),
    db
      .select({ n: count() })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(
        and(
          eq(eventRegistrations.userId, userId),
          eq(eventRegistrations.status, 'confirmed'),
          gt(eventRegistrations.amountCents, 0),
          gt(events.startsAt, new Date()),
        ),
      ),
  ]);
  if (renewing[0].n > 0)
    return 'Your Premium subscription still renews. Cancel it first under Membership (Manage billing), then delete your account.';
  if (tickets[0].n > 0)
    return 'You hold paid tickets for upcoming events. Contact us to cancel them, or delete your account after the events.';
  return null;
}
