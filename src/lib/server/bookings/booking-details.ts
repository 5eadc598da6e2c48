/** Reading one booking whole: what its page, its calendar file and its mails show. */
import { eq } from 'drizzle-orm';
import { bookings, businessServices, businesses, serviceSlots } from '#db/schema.ts';
import type { AstroGlobal } from 'astro';
import { getDb, type Database } from '../db/client.ts';

/** A booking with its service, slot and business, for pages and mails. */
export async function bookingDetails(db: Database, bookingId: number) {
  const [row] = await db
    .select({
      booking: bookings,
      service: businessServices,
      startsAt: serviceSlots.startsAt,
      businessName: businesses.name,
      businessAddress: businesses.address,
    })
    .from(bookings)
    .innerJoin(businessServices, eq(businessServices.id, bookings.serviceId))
    .innerJoin(serviceSlots, eq(serviceSlots.id, bookings.slotId))
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}
export type BookingDetails = NonNullable<Awaited<ReturnType<typeof bookingDetails>>>;

/** The loader of /bookings/{id}: the booking's details, or null for a malformed id or no such booking. */
export async function loadBookingPage(Astro: Pick<AstroGlobal, 'params'>) {
  const id = Astro.params.id ?? '';
  return { details: /^\d{1,10}$/.test(id) ? await bookingDetails(getDb(), Number(id)) : null };
}
