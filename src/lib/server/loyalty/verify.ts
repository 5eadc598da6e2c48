/**
 * A partner business verifies a member's code, once (decision 025). Only a code of one of its own
 * rewards counts: another business's code and a forged one get the same refusal, so a guess
 * learns nothing. An admin may verify any code.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { loyaltyRedemptions, loyaltyRewards, users } from '#db/schema.ts';
import { LOYALTY_MESSAGES as M } from '#lib/schemas/loyalty-messages.ts';
import type { SessionUser } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';

export type Verification = { status: 'verified' | 'already'; rewardTitle: string; memberFirstName: string | null; verifiedAt: Date };

export async function verifyCode(
  db: Database,
  user: Pick<SessionUser, 'id' | 'role' | 'businessId'>,
  code: string,
  now = new Date(),
): Promise<Verification> {
  const [found] = await db
    .select({
      id: loyaltyRedemptions.id,
      verifiedAt: loyaltyRedemptions.verifiedAt,
      businessId: loyaltyRewards.businessPartnerId,
      rewardTitle: loyaltyRewards.title,
      memberFirstName: users.firstName,
    })
    .from(loyaltyRedemptions)
    .innerJoin(loyaltyRewards, eq(loyaltyRewards.id, loyaltyRedemptions.rewardId))
    .leftJoin(users, eq(users.id, loyaltyRedemptions.userId))
    .where(eq(loyaltyRedemptions.code, code));
  const ours = found && (user.role === 'admin' || (user.businessId !== null && found.businessId === user.businessId));
  if (!found || !ours) throw new HttpError(404, M.codeRefused, { fields: { code: M.codeRefused } });
  const facts = { rewardTitle: found.rewardTitle, memberFirstName: found.memberFirstName };
  if (found.verifiedAt) return { status: 'already', ...facts, verifiedAt: found.verifiedAt };
  const marked = await db
    .update(loyaltyRedemptions)
    .set({ verifiedAt: now, verifiedBy: user.id })
    .where(and(eq(loyaltyRedemptions.id, found.id), isNull(loyaltyRedemptions.verifiedAt)))
    .returning({ verifiedAt: loyaltyRedemptions.verifiedAt });
  if (marked.length > 0) return { status: 'verified', ...facts, verifiedAt: now };
  // Verified by someone else a moment ago.
  const [again] = await db
    .select({ verifiedAt: loyaltyRedemptions.verifiedAt })
    .from(loyaltyRedemptions)
    .where(eq(loyaltyRedemptions.id, found.id));
  return { status: 'already', ...facts, verifiedAt: again?.verifiedAt ?? now };
}
