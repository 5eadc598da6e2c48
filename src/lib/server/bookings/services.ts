/** A business's bookable services and the times they run (decisions: bookings), and what is left of each. */
import { and, asc, eq, gt } from 'drizzle-orm';
import { businessServices, businesses, serviceSlots } from '#db/schema.ts';
import { businessHasFeature } from '../listings/listing-features.ts';
import { newYorkTimeToInstant } from '#lib/domain/time.ts';
import { BOOKING_MESSAGES as M, BOOKING_TITLES as T } from '#lib/schemas/bookings.ts';
import type { BookingRowView, ServiceView } from '#lib/views/bookings.ts';
import type { Database } from '../db/client.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { placesTakenSql, type recentBookingsQuery } from './bookings.ts';
import { requireChargesEnabled } from '../payouts/connected-accounts.ts';

export const SLOTS_SHOWN = 30;

/** Adds a service to a business whose listing plan includes events and bookings (listing-features.ts). */
export async function createService(
  db: Database,
  input: { businessId: number; name: string; description: string | null; price: number; durationMinutes: number; placesPerSlot: number },
  now = new Date(),
): Promise<number> {
  const [business] = await db
    .select({ premium: businessHasFeature('events', now).mapWith(Boolean) })
    .from(businesses)
    .where(eq(businesses.id, input.businessId));
  if (!business) throw new HttpError(404, M.businessNotFound);
  if (!business.premium) throw new HttpError(403, M.premiumOnly, { title: T.premiumFeature });
  // Booking money goes to the business's own Stripe account (issue 33): none that takes charges, no paid service.
  if (input.price > 0) await requireChargesEnabled(db, input.businessId);
  const [row] = await db
    .insert(businessServices)
    .values({
      businessId: input.businessId,
      name: input.name,
      description: input.description,
      priceCents: input.price,
      durationMinutes: input.durationMinutes,
      placesPerSlot: input.placesPerSlot,
    })
    .returning({ id: businessServices.id });
  return row.id;
}

export async function addSlot(
  db: Database,
  input: { businessId: number; serviceId: number; date: string; time: string },
  now = new Date(),
): Promise<number> {
  const [service] = await db
    .select({ id: businessServices.id })
    .from(businessServices)
    .where(
      and(eq(businessServices.id, input.serviceId), eq(businessServices.businessId, input.businessId), eq(businessServices.isActive, true)),
    );
  if (!service) throw new HttpError(404, M.notFound);
  const startsAt = newYorkTimeToInstant(input.date, input.time);
  if (startsAt <= now) throw fieldError({ date: M.slotPast });
  const [row] = await db
    .insert(serviceSlots)
    .values({ serviceId: service.id, startsAt })
    .onConflictDoNothing()
    .returning({ id: serviceSlots.id });
  if (!row) throw fieldError({ time: M.slotExists }, 409);
  return row.id;
}

/** The business's active services, and their upcoming times with the places taken: two queries to batch, then servicesView. */
export function serviceQueries(db: Database, businessId: number, now = new Date()) {
  const services = db
    .select()
    .from(businessServices)
    .where(and(eq(businessServices.businessId, businessId), eq(businessServices.isActive, true)))
    .orderBy(asc(businessServices.id));
  const slots = db
    .select({
      id: serviceSlots.id,
      serviceId: serviceSlots.serviceId,
      startsAt: serviceSlots.startsAt,
      taken: placesTakenSql(now.getTime()).mapWith(Number),
    })
    .from(serviceSlots)
    .innerJoin(businessServices, eq(businessServices.id, serviceSlots.serviceId))
    .where(
      and(
        eq(businessServices.businessId, businessId),
        eq(businessServices.isActive, true),
        eq(serviceSlots.isActive, true),
        gt(serviceSlots.startsAt, now),
      ),
    )
    .orderBy(asc(serviceSlots.startsAt))
    .limit(SLOTS_SHOWN * 10);
  return [services, slots] as const;
}

type ServiceRow = typeof businessServices.$inferSelect;
type SlotRow = { id: number; serviceId: number; startsAt: Date; taken: number };

/** Services with their upcoming times and the places left at each. */
export function servicesView(services: ServiceRow[], slots: SlotRow[]): ServiceView[] {
  return services.map((service) => ({
    id: service.id,
    name: service.name,
    description: service.description,
    priceCents: service.priceCents,
    durationMinutes: service.durationMinutes,
    placesPerSlot: service.placesPerSlot,
    slots: slots
      .filter((slot) => slot.serviceId === service.id)
      .slice(0, SLOTS_SHOWN)
      .map((slot) => ({ id: slot.id, startsAt: slot.startsAt.toISOString(), placesLeft: Math.max(0, service.placesPerSlot - slot.taken) })),
  }));
}

/** The business's active services with their upcoming times and the places left at each. */
export async function servicesWithSlots(db: Database, businessId: number, now = new Date()): Promise<ServiceView[]> {
  const [services, slots] = await db.batch(serviceQueries(db, businessId, now));
  return servicesView(services, slots);
}

/** "Recent bookings" of the business, from recentBookingsQuery's rows. */
export function recentBookingsView(rows: Awaited<ReturnType<typeof recentBookingsQuery>>): BookingRowView[] {
  return rows.map((row) => ({
    id: row.booking.id,
    serviceName: row.serviceName,
    startsAt: row.startsAt.toISOString(),
    guestName: row.booking.contactName,
    guestEmail: row.booking.contactEmail,
    amountCents: row.booking.amountCents,
    paidCents: row.booking.amountCents + row.booking.feeCents,
    refundedCents: row.booking.refundedCents,
    paid: row.booking.amountCents > 0 && Boolean(row.booking.stripePaymentIntentId),
    status: row.booking.status,
    createdAt: row.booking.createdAt.toISOString(),
  }));
}
