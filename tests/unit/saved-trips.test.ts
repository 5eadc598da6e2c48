import { describe, expect, it } from 'vitest';
import { createUser } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { loadPersonalDashboard, toPersonalDashboardView } from '#lib/server/dashboards/personal-dashboard.ts';
import {
  canonicalTrip,
  MAX_SAVED_TRIPS,
  removeSavedTrip,
  saveTrip,
  savedTripsQuery,
  toSavedTripView,
} from '#lib/server/trips/saved-trips.ts';
import { SAVED_TRIP_MESSAGES } from '#lib/schemas/saved-trips.ts';
import { TripSaveSchema } from '#lib/schemas/saved-trips.ts';

const NOW = new Date('2026-11-25T15:00:00Z');

describe('saved itineraries', async () => {
  const { db } = await useFreshDatabase();
  const keisha = await createUser(db, { firstName: 'Keisha' });
  const omar = await createUser(db, { firstName: 'Omar' });

  it('keeps a plan by its canonical address: the same plan written differently is saved once', async () => {
    expect(canonicalTrip('/trip-planner?interests=music,history&duration=full-day&start=2026-11-30', NOW)).toEqual({
      preferences: { duration: 'full-day', interests: ['history', 'music'], budget: 'moderate', groupSize: 'couple' },
      startDate: '2026-11-30',
      query: 'duration=full-day&interests=history&interests=music&budget=moderate&group=couple&start=2026-11-30',
    });
    const first = await saveTrip(db, keisha.id, 'duration=full-day&interests=music&interests=history&start=2026-11-30', NOW);
    const again = await saveTrip(db, keisha.id, 'start=2026-11-30&interests=history,music&duration=full-day&budget=moderate', NOW);
    expect(first.created).toBe(true);
    expect(again).toEqual({ created: false, id: first.id });
    const rows = await savedTripsQuery(db, keisha.id);
    expect(rows.map((row) => [row.title, row.startDate])).toEqual([['Full Day · History, Music & Jazz', '2026-11-30']]);
  });

  it('refuses an incomplete plan, a bad date and an over-long address, saving nothing', async () => {
    for (const query of [
      'duration=full-day',
      'interests=food',
      'duration=full-day&interests=food&start=2026-02-30',
      'duration=full-day&interests=food&start=2030-01-01',
    ]) {
      await expect(saveTrip(db, omar.id, query, NOW)).rejects.toMatchObject({ status: 400, message: SAVED_TRIP_MESSAGES.invalid.in('en') });
    }
    expect(TripSaveSchema.safeParse({ query: 'x'.repeat(401), next: '/' }).success).toBe(false);
    expect(await savedTripsQuery(db, omar.id)).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_TRIPS} per member`, async () => {
    const collector = await createUser(db, { firstName: 'Collector' });
    for (let day = 0; day < MAX_SAVED_TRIPS; day++) {
      const date = new Date(Date.UTC(2026, 11, 1 + day)).toISOString().slice(0, 10);
      await saveTrip(db, collector.id, `duration=half-day&interests=food&start=${date}`, NOW);
    }
    const error = await saveTrip(db, collector.id, 'duration=half-day&interests=music', NOW).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, message: SAVED_TRIP_MESSAGES.tooMany.in('en') });
    expect((await savedTripsQuery(db, collector.id)).length).toBe(MAX_SAVED_TRIPS);
  });

  it('saves a plan once when Save is pressed twice at the same moment', async () => {
    const twice = await Promise.all([0, 1].map(() => saveTrip(db, omar.id, 'duration=full-day&interests=family&start=2026-12-05', NOW)));
    expect(twice.map((result) => result.created).sort()).toEqual([false, true]);
    expect(twice[0].id).toBe(twice[1].id);
    expect((await savedTripsQuery(db, omar.id)).length).toBe(1);
  });

  it('counts a plan as passed only once its last day is over', async () => {
    const { id } = await saveTrip(db, omar.id, 'duration=weekend&interests=music&start=2026-11-24', NOW);
    const row = (await savedTripsQuery(db, omar.id)).find((trip) => trip.id === id)!;
    expect(toSavedTripView(row, NOW).isPast).toBe(false);
    expect(toSavedTripView(row, new Date('2026-11-26T15:00:00Z')).isPast).toBe(true);
  });

  it("removes a member's own itinerary only", async () => {
    const { id } = await saveTrip(db, keisha.id, 'duration=weekend&interests=food', NOW);
    expect(await removeSavedTrip(db, omar.id, id)).toBe(false);
    expect((await savedTripsQuery(db, keisha.id)).some((row) => row.id === id)).toBe(true);
    expect(await removeSavedTrip(db, keisha.id, id)).toBe(true);
    expect((await savedTripsQuery(db, keisha.id)).some((row) => row.id === id)).toBe(false);
  });

  it('lists them in the dashboard, in the same round trip, with a fresh plan once the dates have passed', async () => {
    await saveTrip(db, keisha.id, 'duration=half-day&interests=outdoor&start=2026-11-01', new Date('2026-10-25T15:00:00Z'));
    let data!: Awaited<ReturnType<typeof loadPersonalDashboard>>;
    expect(await countRoundTrips(async () => (data = await loadPersonalDashboard(db, keisha.id, NOW)))).toBe(1);
    const past = data.trips.find((trip) => trip.startDate === '2026-11-01')!;
    expect(past).toMatchObject({
      title: 'Half Day · Outdoors',
      isPast: true,
      href: '/trip-planner?duration=half-day&interests=outdoor&budget=moderate&group=couple&start=2026-11-01#plan',
    });
    expect(past.againHref).toBe('/trip-planner?duration=half-day&interests=outdoor&budget=moderate&group=couple&start=2026-11-25#plan');
    expect(data.trips.find((trip) => trip.startDate === '2026-11-30')).toMatchObject({
      isPast: false,
      summary: 'Full Day · History, Music & Jazz · Moderate ($50–150) · Couple',
    });
    const [row] = await savedTripsQuery(db, keisha.id);
    expect(toSavedTripView(row, NOW).id).toBe(row.id);
    // English is one language among three: the island gets the plans as saved, their summaries said again, the same words.
    const member = { firstName: 'Keisha', isPremium: false };
    expect(toPersonalDashboardView(member, data, 'en').trips).toEqual(data.trips);
    expect(toPersonalDashboardView(member, data, 'es').trips.find((trip) => trip.startDate === '2026-11-01')).toMatchObject({
      title: 'Medio día · Aire libre',
      href: '/es/trip-planner?duration=half-day&interests=outdoor&budget=moderate&group=couple&start=2026-11-01#plan',
    });
  });
});
