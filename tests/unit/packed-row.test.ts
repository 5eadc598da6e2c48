/** packedColumns reads a row's columns as one JSON value and gives back what drizzle would have. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses, events, subscriptionPlans } from '#db/schema.ts';
import { packedColumns } from '#lib/server/db/packed-row.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const { db } = await useFreshDatabase({ seed: true });

describe('packedColumns', () => {
  it('gives every column type back as drizzle maps it: dates, booleans, nulls, reals, JSON text, unicode', async () => {
    const [event] = await db.select().from(events).where(eq(events.id, 1));
    await db
      .update(businesses)
      .set({ name: 'Café “Ñandú” 😀', latitude: 40.8116123, rating: null, openIntervalsUntil: null })
      .where(eq(businesses.id, 2));
    const [business] = await db.select().from(businesses).where(eq(businesses.id, 2));

    const columns = {
      id: events.id,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      isPremium: events.isPremium,
      requiresBooking: events.requiresBooking,
      priceCents: events.priceCents,
      latitude: events.latitude,
      seriesId: events.seriesId,
    };
    const [packedEvent] = await db
      .select({ row: packedColumns(columns) })
      .from(events)
      .where(eq(events.id, 1));
    expect(packedEvent.row).toEqual(Object.fromEntries(Object.keys(columns).map((key) => [key, event[key as keyof typeof event]])));
    expect(packedEvent.row.startsAt).toBeInstanceOf(Date);
    expect(typeof packedEvent.row.isPremium).toBe('boolean');

    const businessColumns = {
      name: businesses.name,
      latitude: businesses.latitude,
      rating: businesses.rating,
      openIntervalsUntil: businesses.openIntervalsUntil,
      isActive: businesses.isActive,
      stepFreeEntrance: businesses.stepFreeEntrance,
    };
    const [packedBusiness] = await db
      .select({ row: packedColumns(businessColumns) })
      .from(businesses)
      .where(eq(businesses.id, 2));
    expect(packedBusiness.row).toEqual({
      name: 'Café “Ñandú” 😀',
      latitude: 40.8116123,
      rating: null,
      openIntervalsUntil: null,
      isActive: true,
      stepFreeEntrance: business.stepFreeEntrance,
    });

    const plans = await db
      .select({ id: subscriptionPlans.id, features: subscriptionPlans.features })
      .from(subscriptionPlans)
      .orderBy(subscriptionPlans.id);
    const packedPlans = await db
      .select({ row: packedColumns({ id: subscriptionPlans.id, features: subscriptionPlans.features }) })
      .from(subscriptionPlans)
      .orderBy(subscriptionPlans.id);
    expect(plans.some((plan) => plan.features.length > 0)).toBe(true);
    expect(packedPlans.map(({ row }) => row)).toEqual(plans);
  });

  it('keeps the order and count of the rows', async () => {
    const plain = await db.select({ id: events.id, title: events.title }).from(events).orderBy(events.startsAt, events.id).limit(50);
    const packed = await db
      .select({ row: packedColumns({ id: events.id, title: events.title }) })
      .from(events)
      .orderBy(events.startsAt, events.id)
      .limit(50);
    expect(packed.map(({ row }) => row)).toEqual(plain);
  });
});
