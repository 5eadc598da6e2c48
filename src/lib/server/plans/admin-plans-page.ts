/** What /admin/plans shows: the membership and partnership plans, and the guide's fees by listing plan. */
import type { AstroGlobal } from 'astro';
import { getDb } from '../db/client.ts';
import { listGuideFees, type GuideFeeRow } from '../fees/guide-fees.ts';
import { listMembershipPlans, listPartnershipPlans, type MembershipPlanRow, type PartnershipPlanRow } from './admin-plans.ts';

export type AdminPlansPage = { membership: MembershipPlanRow[]; partnership: PartnershipPlanRow[]; fees: GuideFeeRow[] };

/** The plans page's data (call after requirePageRole(Astro, 'admin')). */
export async function loadAdminPlansPage(_context: Pick<AstroGlobal, 'locals'>): Promise<AdminPlansPage> {
  const db = getDb();
  const [membership, partnership, fees] = await Promise.all([listMembershipPlans(db), listPartnershipPlans(db), listGuideFees(db)]);
  return { membership, partnership, fees };
}
