/**
 * The loaders of a business's form pages: /business/{id}/review, /message and /book. Each gives the
 * business (null for a malformed id or no active business) and what its form needs.
 */
import { canMessageOwners } from '#lib/domain/member-benefits.ts';
import { getMemberBenefits } from '../membership/member-benefits.ts';
import type { AstroGlobal } from 'astro';
import { guideFeeRateOf } from '../fees/guide-fees.ts';
import { allInPrice } from '#lib/domain/guide-fee.ts';
import { servicesWithSlots } from '../bookings/services.ts';
import { getDb } from '../db/client.ts';
import { ownReview } from '../reviews/reviews.ts';
import { getBusiness } from './businesses.ts';

type PageContext = Pick<AstroGlobal, 'params' | 'locals'>;

const businessIdOf = (Astro: PageContext): number | null => {
  const id = Astro.params.id ?? '';
  return /^\d{1,10}$/.test(id) ? Number(id) : null;
};

/** /business/{id}/review: the business and the member's own review of it, if any (call after requirePageUser). */
export async function loadReviewFormPage(Astro: PageContext, user: { id: number }) {
  const id = businessIdOf(Astro);
  const db = getDb();
  const business = id === null ? null : await getBusiness(db, id);
  return { business, mine: business ? await ownReview(db, user.id, business.id) : null };
}

/** /business/{id}/message: the business to write to (call after requirePageUser). */
export async function loadMessageFormPage(Astro: PageContext) {
  const id = businessIdOf(Astro);
  const db = getDb();
  const [business, held] = await Promise.all([id === null ? null : getBusiness(db, id), getMemberBenefits(db, Astro.locals.user)]);
  return { business, mayWrite: canMessageOwners(held) };
}

/** /business/{id}/book: the business and its services with their open slots. */
export async function loadBookingFormPage(Astro: PageContext) {
  const id = businessIdOf(Astro);
  const db = getDb();
  const business = id === null ? null : await getBusiness(db, id);
  if (!business) return { business, services: [] };
  const now = new Date();
  const [services, rate] = await Promise.all([servicesWithSlots(db, business.id, now), guideFeeRateOf(db, business.id, now)]);
  // Buyers see each service's all-in price, with the guide's fee broken out (issue 33).
  return { business, services: services.map((service) => ({ ...service, price: allInPrice(service.priceCents, 1, rate) })) };
}
