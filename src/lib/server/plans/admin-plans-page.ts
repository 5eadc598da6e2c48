/** What /admin/plans shows: the membership and partnership plans. */
import type { AstroGlobal } from 'astro';
import { getDb } from '../db/client.ts';
import { listMembershipPlans, listPartnershipPlans, type MembershipPlanRow, type PartnershipPlanRow } from './admin-plans.ts';

export type AdminPlansPage = { membership: MembershipPlanRow[]; partnership: PartnershipPlanRow[] };

/** The plans page's data (call after requirePageRole(Astro, 'admin')). */
export async function loadAdminPlansPage(_context: Pick<AstroGlobal, 'locals'>): Promise<AdminPlansPage> {
  const db = getDb();
  const [membership, partnership] = await Promise.all([listMembershipPlans(db), listPartnershipPlans(db)]);
  return { membership, partnership };
}
