/**
 * Repeating events and an event's own accessibility facts from the owner's and admin's event
 * forms and POST /api/events: every bad choice refused with its own message and nothing stored;
 * a series made with its dates at the same New York time across daylight-saving changes; the
 * facts stored on every date, shown on the dashboard and kept by PATCH unless sent.
 */
import { describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { server } from '#actions/index.ts';
import { POST as createEventApi } from '#pages/api/events/index.ts';
import { PATCH as patchEventApi } from '#pages/api/events/[id].ts';
import { POST as createAdminEventApi } from '#pages/api/admin/events.ts';
import { OwnerEventSchema } from '#lib/schemas/owner-events.ts';
import { loadOwnerDashboard } from '#lib/server/dashboards/owner-dashboard.ts';
import { eventFiltersOf, loadEventsTab } from '#lib/server/admin/admin-events.ts';
import { createOwnerEvent } from '#lib/server/events/owner-events.ts';
import { getEventWithHostAndSeats } from '#lib/server/events/events.ts';
import { getSeries } from '#lib/server/events/series.ts';
import { weekdayName } from '#lib/domain/repeat-choices.ts';
import { addDays, toNewYorkParts } from '#lib/domain/time.ts';
import { createBoard, createBusiness, createCategory } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { callApi } from '../helpers/api.ts';
import { useFreshDatabase } from '../helpers/database.ts';

/** The dashboards' actions, as islands call them (actions.owner.*, actions.admin.*). */
const ownerActions = server.owner;
const adminActions = server.admin;

const DAY = 86_400_000;
const inDays = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + days * DAY));

describe('repeats and accessibility facts on the event forms', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10, name: 'Central Harlem' });
  const category = await createCategory(db);
  const hall = await createBusiness(db, {
    name: 'Repeat Test Hall',
    communityBoardId: board.id,
    categoryId: category.id,
    isPremium: true,
    address: '2 Test Pl, New York, NY 10027',
  });
  const club = await createBusiness(db, {
    name: 'Repeat Test Club',
    communityBoardId: board.id,
    categoryId: category.id,
    isPremium: true,
    stepFreeEntrance: false,
    seating: true,
  });
  const owner = await storeAccount(db, 'business_owner', { businessId: hall.id });
  const clubOwner = await storeAccount(db, 'business_owner', { businessId: club.id });
  const admin = await storeAccount(db, 'admin');
  const form = (overrides: Record<string, string> = {}) => ({
    businessId: String(hall.id),
    next: '/business-dashboard?tab=events',
    title: 'Open Mic',
    description: 'Poets and singers.',
    date: inDays(10),
    startTime: '19:30',
    endTime: '22:00',
    location: '',
    price: '',
    maxCapacity: '',
    imageUrl: '',
    ...overrides,
  });
  const eventCount = async () => (await db.select({ total: count() }).from(schema.events))[0].total;
  const seriesRows = (seriesId: number) =>
    db.select().from(schema.events).where(eq(schema.events.seriesId, seriesId)).orderBy(asc(schema.events.startsAt));
  /** What the create form sends, checked, as the action hands it to the service. */
  const input = (overrides: Record<string, string>) => {
    const { next, ...checked } = OwnerEventSchema.parse(form(overrides));
    void next;
    return checked;
  };

  it('explains each bad repeat and fact in its own words, and a refused form stores nothing', async () => {
    const before = await eventCount();
    const refused = async (overrides: Record<string, string>) =>
      fieldsOf((await callAction(ownerActions.createEvent, form(overrides), { user: owner })).error);
    expect(await refused({ repeats: 'daily' })).toEqual({
      repeats: 'Choose how the event repeats: Does not repeat, every week or every month',
    });
    expect(await refused({ repeats: 'weekly', repeatsUntil: inDays(10) })).toEqual({
      repeatsUntil: 'Repeat until must be after the event date',
    });
    expect(await refused({ repeats: 'weekly', repeatsUntil: inDays(3) })).toEqual({
      repeatsUntil: 'Repeat until must be after the event date',
    });
    expect(await refused({ repeats: 'monthly-weekday', repeatsUntil: addDays(inDays(10), 366) })).toEqual({
      repeatsUntil: 'Repeat until can be at most a year after the event date',
    });
    expect(await refused({ repeats: 'weekly', repeatsUntil: 'next June' })).toEqual({
      repeatsUntil: 'Repeat until must be a date, like 2027-03-31',
    });
    expect(await refused({ repeatsUntil: inDays(40) })).toEqual({
      repeatsUntil: 'Choose how the event repeats, or leave Repeat until empty',
    });
    // 2027-01-30 is a Saturday: not every month has a 30th.
    expect(await refused({ date: '2027-01-30', repeats: 'monthly-date' })).toEqual({
      repeats: 'Not every month has a 30th: choose every month on the last Saturday, or a date up to the 28th',
    });
    expect(await refused({ stepFreeEntrance: 'maybe', seating: 'sometimes' })).toEqual({
      stepFreeEntrance: 'Choose Yes, No or Not stated',
      seating: 'Choose Yes, No or Not stated',
    });
    // Another business's owner may not make a series for this one.
    expect((await callAction(ownerActions.createEvent, form({ repeats: 'weekly' }), { user: clubOwner })).error).toMatchObject({
      status: 403,
    });
    expect(await eventCount()).toBe(before);
  });

  it('makes a weekly series at 7:30 PM New York time across the end of daylight time, with the facts on every date', async () => {
    const now = new Date('2026-10-20T14:00:00Z');
    const first = await createOwnerEvent(
      db,
      {
        ...input({ date: '2026-10-21', repeats: 'weekly', repeatsUntil: '2026-11-25', stepFreeEntrance: 'yes', hearingLoop: 'no' }),
        businessId: hall.id,
      },
      owner.id,
      now,
    );
    expect(first.seriesId).toBe(first.id);
    const dates = await seriesRows(first.id);
    // Wednesdays: 23:30 UTC in daylight time (UTC-4), 00:30 the next day in standard time (UTC-5); the last date is the one given.
    expect(dates.map((date) => date.startsAt.toISOString())).toEqual([
      '2026-10-21T23:30:00.000Z',
      '2026-10-28T23:30:00.000Z',
      '2026-11-05T00:30:00.000Z',
      '2026-11-12T00:30:00.000Z',
      '2026-11-19T00:30:00.000Z',
      '2026-11-26T00:30:00.000Z',
    ]);
    expect(dates.map((date) => toNewYorkParts(date.endsAt!).time)).toEqual(Array(6).fill('22:00'));
    expect(dates[0]).toMatchObject({
      id: first.id,
      recurrence: 'FREQ=WEEKLY;BYDAY=WE;UNTIL=20261125T000000Z',
      seriesListedUntil: addDays('2026-10-20', 92),
    });
    for (const date of dates) {
      expect(date).toMatchObject({
        businessId: hall.id,
        title: 'Open Mic',
        isActive: true,
        maxAttendees: 50,
        stepFreeEntrance: true,
        hearingLoop: false,
        accessibleRestroom: null,
        seating: null,
      });
    }
    expect((await getSeries(db, first.id, now))!.rule).toBe('Every week on Wednesday until November 25, 2026');
  });

  it('makes monthly series on the 1st Friday and on a date across the start of daylight time, three months ahead', async () => {
    const now = new Date('2027-01-10T15:00:00Z');
    const fridays = await createOwnerEvent(
      db,
      { ...input({ date: '2027-02-05', startTime: '21:00', endTime: '23:30', repeats: 'monthly-weekday' }), businessId: hall.id },
      owner.id,
      now,
    );
    expect((await seriesRows(fridays.id)).map((date) => date.startsAt.toISOString())).toEqual([
      '2027-02-06T02:00:00.000Z',
      '2027-03-06T02:00:00.000Z',
      '2027-04-03T01:00:00.000Z',
    ]);
    expect((await getSeries(db, fridays.id, now))!.rule).toBe('Every month on the 1st Friday');
    // The 14th of March 2027 is the day clocks go forward: still 7:30 PM.
    const fourteenths = await createOwnerEvent(
      db,
      { ...input({ date: '2027-01-14', repeats: 'monthly-date' }), businessId: hall.id },
      owner.id,
      now,
    );
    const dates = await seriesRows(fourteenths.id);
    expect(dates.map((date) => date.startsAt.toISOString())).toEqual([
      '2027-01-15T00:30:00.000Z',
      '2027-02-15T00:30:00.000Z',
      '2027-03-14T23:30:00.000Z',
    ]);
    expect(dates.every((date) => toNewYorkParts(date.startsAt).time === '19:30')).toBe(true);
    expect(dates[0].recurrence).toBe('FREQ=MONTHLY;BYMONTHDAY=14');
  });

  it('takes a repeat and the facts (true, false or null) through POST /api/events; PATCH keeps the facts it does not send', async () => {
    const post = (json: Record<string, unknown>) =>
      callApi(
        createEventApi,
        '/api/events',
        {},
        {
          method: 'POST',
          user: clubOwner,
          json: { title: 'API Jazz Brunch', description: 'A trio.', date: inDays(12), startTime: '11:00', ...json },
        },
      );
    const made = await post({ repeats: 'weekly', stepFreeEntrance: true, seating: null, hearingLoop: false });
    expect(made.status).toBe(201);
    expect(made.body.message).toBe('Event created successfully');
    expect(made.body.event).toMatchObject({ title: 'API Jazz Brunch', businessId: club.id, seriesId: made.body.event.id });
    const dates = await seriesRows(made.body.event.id);
    expect(dates.length).toBeGreaterThanOrEqual(12);
    for (const [index, date] of dates.entries()) {
      expect(toNewYorkParts(date.startsAt)).toEqual({ date: addDays(inDays(12), 7 * index), time: '11:00' });
      expect(date).toMatchObject({ stepFreeEntrance: true, hearingLoop: false, seating: null, accessibleRestroom: null });
    }
    // The event page: its own step-free entrance over the club's steps; seating not stated, so the club's.
    expect((await getEventWithHostAndSeats(db, dates[1].id))!.access).toEqual({
      stepFreeEntrance: true,
      accessibleRestroom: null,
      hearingLoop: false,
      seating: true,
    });

    const before = await eventCount();
    const refused = async (json: Record<string, unknown>) => {
      const answer = await post(json);
      expect(answer.status).toBe(400);
      return answer.body.errors;
    };
    expect(await refused({ repeats: 'fortnightly' })).toEqual({
      repeats: 'Choose how the event repeats: Does not repeat, every week or every month',
    });
    expect(await refused({ repeats: ['weekly'] })).toEqual({ repeats: 'Send this field as text (or a number)' });
    expect(await refused({ repeats: 'weekly', repeatsUntil: inDays(11) })).toEqual({
      repeatsUntil: 'Repeat until must be after the event date',
    });
    expect(await refused({ stepFreeEntrance: 'perhaps' })).toEqual({ stepFreeEntrance: 'Choose Yes, No or Not stated' });
    expect(await refused({ hearingLoop: { yes: true } })).toEqual({ hearingLoop: 'Send this field as text (or a number)' });
    expect(await eventCount()).toBe(before);

    const second = dates[1];
    const patch = (json: unknown) =>
      callApi(patchEventApi, `/api/events/${second.id}`, { id: String(second.id) }, { method: 'PATCH', user: clubOwner, json });
    expect((await patch({ title: 'API Jazz Brunch, Easter' })).status).toBe(200);
    const kept = (await db.select().from(schema.events).where(eq(schema.events.id, second.id)))[0];
    expect(kept).toMatchObject({ title: 'API Jazz Brunch, Easter', stepFreeEntrance: true, hearingLoop: false, seating: null });
    // PATCH changes one date: never how the series repeats.
    const repeatPatch = await patch({ title: 'Every day now', repeats: 'monthly-date' });
    expect(repeatPatch.status).toBe(400);
    expect(repeatPatch.body.errors).toEqual({ repeats: 'How an event repeats is set when it is created: changes apply to this date only' });
    expect((await db.select().from(schema.events).where(eq(schema.events.id, second.id)))[0].title).toBe('API Jazz Brunch, Easter');
    expect((await patch({ hearingLoop: true, stepFreeEntrance: null })).status).toBe(200);
    const changed = (await db.select().from(schema.events).where(eq(schema.events.id, second.id)))[0];
    expect(changed).toMatchObject({ stepFreeEntrance: null, hearingLoop: true, seating: null });
    // One date changed; the others keep theirs.
    expect((await db.select().from(schema.events).where(eq(schema.events.id, dates[2].id)))[0]).toMatchObject({
      title: 'API Jazz Brunch',
      stepFreeEntrance: true,
      hearingLoop: false,
    });
  });

  it("shows on the dashboard that each date repeats, in the event page's words, with its own facts for the edit form", async () => {
    const data = (await loadOwnerDashboard(db, club.id))!;
    const brunches = data.events.filter((event) => event.title.startsWith('API Jazz Brunch'));
    expect(brunches.length).toBeGreaterThanOrEqual(12);
    expect(new Set(brunches.map((event) => event.repeats))).toEqual(new Set([`Every week on ${weekdayName(inDays(12))}`]));
    const easter = brunches.find((event) => event.title.endsWith('Easter'))!;
    expect(easter.access).toEqual({ stepFreeEntrance: null, accessibleRestroom: null, hearingLoop: true, seating: null });
  });

  it("words the rule in the dashboards' language: the owner's events and the admin's Events tab in Spanish", async () => {
    const weekday = new Intl.DateTimeFormat('es-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${inDays(12)}T12:00:00Z`));
    const owner = (await loadOwnerDashboard(db, club.id, undefined, 'es'))!.events.filter((event) =>
      event.title.startsWith('API Jazz Brunch'),
    );
    expect(owner.length).toBeGreaterThan(0);
    expect(owner.every((event) => event.repeats?.startsWith(`Cada semana el ${weekday}`))).toBe(true);
    // Translated words are flagged so (the list marks only the English original); English views never carry the flag.
    expect(owner.every((event) => event.repeatsTranslated === true)).toBe(true);
    expect((await loadOwnerDashboard(db, club.id))!.events.some((event) => 'repeatsTranslated' in event)).toBe(false);
    const rows = (await loadEventsTab(db, eventFiltersOf(new URLSearchParams('q=API Jazz Brunch&size=25&when=all')), undefined, 'es')).list
      .rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.repeats?.startsWith(`Cada semana el ${weekday}`) && row.repeatsTranslated === true)).toBe(true);
  });

  it("lets an admin make a series with facts from the admin panel and the admin API, and save an event's facts from the admin edit form", async () => {
    const made = await callApi(
      createAdminEventApi,
      '/api/admin/events',
      {},
      {
        method: 'POST',
        user: admin,
        json: {
          title: 'Admin Test Cleanup',
          date: inDays(20),
          startTime: '10:00',
          communityBoardId: board.id,
          repeats: 'monthly-weekday',
          repeatsUntil: addDays(inDays(20), 70),
          accessibleRestroom: true,
        },
      },
    );
    expect(made.status).toBe(201);
    const dates = await seriesRows(made.body.event.id);
    expect(dates.length).toBe(3);
    expect(dates.every((date) => date.accessibleRestroom === true && toNewYorkParts(date.startsAt).time === '10:00')).toBe(true);
    expect(new Set(dates.map((date) => new Date(`${toNewYorkParts(date.startsAt).date}T12:00:00Z`).getUTCDay())).size).toBe(1);

    const refused = await callAction(
      adminActions.createEvent,
      { title: 'Admin Test Fair', date: inDays(20), repeats: 'yearly' },
      { user: admin },
    );
    expect(fieldsOf(refused.error)).toEqual({ repeats: 'Choose how the event repeats: Does not repeat, every week or every month' });
    const panel = await callAction(
      adminActions.createEvent,
      {
        title: 'Admin Test Fair',
        date: inDays(20),
        startTime: '12:00',
        repeats: 'weekly',
        repeatsUntil: addDays(inDays(20), 14),
        seating: 'yes',
      },
      { user: admin },
    );
    expect(panel.error).toBeUndefined();
    expect((await seriesRows(panel.data.event.id)).map((date) => [toNewYorkParts(date.startsAt).date, date.seating])).toEqual([
      [inDays(20), true],
      [addDays(inDays(20), 7), true],
      [addDays(inDays(20), 14), true],
    ]);

    const edited = await callAction(
      adminActions.updateEvent,
      {
        eventId: String(dates[1].id),
        title: 'Admin Test Cleanup',
        description: 'Litter pick-up along the avenue.',
        date: toNewYorkParts(dates[1].startsAt).date,
        startTime: '10:00',
        endTime: '',
        location: '',
        price: '',
        maxCapacity: '50',
        imageUrl: '',
        requiresBooking: 'on',
        isPremium: 'false',
        stepFreeEntrance: 'no',
        accessibleRestroom: 'yes',
        hearingLoop: '',
        seating: '',
      },
      { user: admin },
    );
    expect(edited.error).toBeUndefined();
    expect((await db.select().from(schema.events).where(eq(schema.events.id, dates[1].id)))[0]).toMatchObject({
      stepFreeEntrance: false,
      accessibleRestroom: true,
      hearingLoop: null,
      seating: null,
    });
    expect(
      (await callAction(adminActions.createEvent, { title: 'x', date: inDays(20), repeats: 'weekly' }, { user: owner })).error,
    ).toMatchObject({ status: 403 });
  });
});
