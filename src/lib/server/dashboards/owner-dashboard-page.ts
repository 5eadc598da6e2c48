/**
 * Who sees the business dashboard (/business-dashboard, /business-owner-dashboard, and /dashboard
 * for owners): a signed-in business owner sees their linked business; an admin may open any
 * business with ?business=ID (an unknown or malformed id is Business Not Found, 404); a member,
 * or an owner without a business, finds a listing to claim or submits a new one (decisions:
 * claiming a listing); signed-out visitors go to sign-in with the spec's "Access Required" notice
 * and come back. ?tab= names the tab (overview by default).
 */
import type { AstroGlobal } from 'astro';
import { IdParamSchema } from '#lib/schemas/api-query.ts';
import { requirePageUser } from '../auth/guards.ts';
import { getDb } from '../db/client.ts';
import { setFlash } from '../http/flash.ts';
import { localeOf } from '../actions/define-action.ts';
import { ownerTabOf, type OwnerDashboardView, type OwnerTab } from '#lib/views/owner-dashboard.ts';
import { loadOwnerDashboard } from './owner-dashboard.ts';
import { getStripe } from '../payments/stripe.ts';
import { refreshConnection } from '../payouts/connected-accounts.ts';
import { getOpenClaim, searchClaimable } from '../claims/claims.ts';
import { categoriesQuery, communityBoardsQuery } from '../reference/boards.ts';
import { listRedemptions, type RedemptionRow } from '../loyalty/rewards.ts';
import { said } from '#lib/i18n/said.ts';
import * as m from '#paraglide/messages.js';

export type ClaimPageData = Awaited<ReturnType<typeof loadClaimPage>>;

export type OwnerDashboardState =
  | { kind: 'denied' }
  | { kind: 'no-business'; claim: ClaimPageData | null }
  | { kind: 'not-found' }
  | { kind: 'ready'; data: OwnerDashboardView; tab: OwnerTab; redemptions: RedemptionRow[] };

type PageContext = Pick<AstroGlobal, 'locals' | 'url' | 'redirect' | 'response' | 'cookies'>;

/** The notice a signed-out visitor reads on the sign-in page, in the page's language. */
export const ACCESS_REQUIRED = { title: said(m.owner_access_required_title), description: said(m.owner_access_required_text) } as const;

/** Which business an owner page is about: the owner's own, or the one an admin names with ?business=ID; the page's refusal otherwise. */
export type OwnerPageTarget =
  | Response
  | { kind: 'denied' }
  | { kind: 'not-found' }
  | { kind: 'no-business' }
  | { kind: 'business'; businessId: number; asked: boolean };

export function ownerPageTarget(Astro: PageContext): OwnerPageTarget {
  const user = requirePageUser(Astro);
  if (user instanceof Response) {
    const locale = localeOf(Astro);
    setFlash(Astro.cookies, { title: ACCESS_REQUIRED.title.in(locale), description: ACCESS_REQUIRED.description.in(locale) });
    return user;
  }
  if (user.role !== 'business_owner' && user.role !== 'admin') {
    Astro.response.status = 403;
    return { kind: 'denied' };
  }
  const asked = user.role === 'admin' ? Astro.url.searchParams.get('business')?.trim() || null : null;
  if (asked !== null) {
    const id = IdParamSchema.safeParse(asked);
    if (id.success) return { kind: 'business', businessId: id.data, asked: true };
    Astro.response.status = 404;
    return { kind: 'not-found' };
  }
  return user.businessId ? { kind: 'business', businessId: user.businessId, asked: false } : { kind: 'no-business' };
}

/** What a member or an owner without a business sees: their open claim, or the search and the new-listing form. */
async function loadClaimPage(userId: number, query: string) {
  const db = getDb();
  const [claim, boards, categories] = await Promise.all([getOpenClaim(db, userId), communityBoardsQuery(db), categoriesQuery(db)]);
  const results = !claim && query ? await searchClaimable(db, query) : [];
  return {
    claim,
    query,
    results,
    boards: boards.map(({ id, number, name }) => ({ id, number, name })),
    categories: categories.map(({ id, name }) => ({ id, name })),
  };
}

export async function handleOwnerDashboardPage(Astro: PageContext): Promise<Response | OwnerDashboardState> {
  const query = (Astro.url.searchParams.get('q') ?? '').trim().slice(0, 80);
  // A member has no business yet: the page is where they claim one.
  if (Astro.locals.user?.role === 'user') return { kind: 'no-business', claim: await loadClaimPage(Astro.locals.user.id, query) };
  const target = ownerPageTarget(Astro);
  if (target instanceof Response) return target;
  if (target.kind === 'no-business') {
    const user = Astro.locals.user!;
    return { kind: 'no-business', claim: user.role === 'business_owner' ? await loadClaimPage(user.id, query) : null };
  }
  if (target.kind !== 'business') return target;
  const db = getDb();
  // Back from Stripe's onboarding: the account's state as Stripe has it now (its webhook may come later).
  const stripe = Astro.url.searchParams.has('connected') ? getStripe() : null;
  if (stripe) await refreshConnection(db, stripe, target.businessId);
  const data = await loadOwnerDashboard(db, target.businessId, undefined, Astro.locals.locale);
  if (data) {
    // Its rewards' redemptions, for the section under the dashboard.
    const redemptions = await listRedemptions(db, { businessId: data.business.id });
    return { kind: 'ready', data, tab: ownerTabOf(Astro.url.searchParams.get('tab')), redemptions };
  }
  // An admin asked for one business: it is shown, or it does not exist.
  if (target.asked) {
    Astro.response.status = 404;
    return { kind: 'not-found' };
  }
  return { kind: 'no-business', claim: null };
}
