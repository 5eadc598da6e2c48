import { describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { seedDatabase } from '#db/seed.ts';
import {
  describeRecurrence,
  firstOccurrence,
  occurrenceDates,
  parseRecurrence,
  recurrenceText,
  repeatRecurrence,
} from '#lib/domain/recurrence.ts';
import { REPEAT_CHOICES } from '#lib/domain/repeat-choices.ts';
import { repeatLabelIn } from '#lib/i18n/localized/media.ts';
import { addDays, toNewYorkParts } from '#lib/domain/time.ts';
import { extendDueSeries, extendSeries, getSeries } from '#lib/server/events/series.ts';
import { runScheduledJobs } from '#lib/server/jobs/scheduled.ts';
import { contactFromAccount, register } from '#lib/server/events/registrations.ts';
import { createUser } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('recurrence rules', () => {
  it('takes weekly and monthly weekday rules and monthly dates every month has, and refuses the rest', () => {
    expect(describeRecurrence(parseRecurrence('FREQ=WEEKLY;BYDAY=WE')!)).toBe('Every week on Wednesday');
    expect(describeRecurrence(parseRecurrence('RRULE:FREQ=MONTHLY;BYDAY=1FR')!)).toBe('Every month on the 1st Friday');
    expect(describeRecurrence(parseRecurrence('FREQ=MONTHLY;BYMONTHDAY=3')!)).toBe('Every month on the 3rd');
    expect(recurrenceText(parseRecurrence('FREQ=WEEKLY;BYDAY=SU;COUNT=3')!)).toBe('FREQ=WEEKLY;BYDAY=SU;COUNT=3');
    for (const text of [
      'FREQ=DAILY',
      'FREQ=WEEKLY',
      'FREQ=YEARLY;BYDAY=MO',
      'FREQ=WEEKLY;BYDAY=WE;INTERVAL=9',
      'garbage',
      '',
      null,
      'FREQ=WEEKLY;BYDAY=WE\nEXDATE:2026',
      // A date some months lack, several dates, a date with weekdays, a weekly date, the last day.
      'FREQ=MONTHLY;BYMONTHDAY=29',
      'FREQ=MONTHLY;BYMONTHDAY=3,17',
      'FREQ=MONTHLY;BYMONTHDAY=3;BYDAY=MO',
      'FREQ=WEEKLY;BYMONTHDAY=3',
      'FREQ=MONTHLY;BYMONTHDAY=-1',
    ]) {
      expect(parseRecurrence(text), String(text)).toBeNull();
    }
  });

  it('gives New York dates from the first date, within a window, a count or an end', () => {
    const weekly = parseRecurrence('FREQ=WEEKLY;BYDAY=WE')!;
    expect(occurrenceDates(weekly, '2026-10-28', '2026-11-20', '2026-12-10')).toEqual(['2026-11-25', '2026-12-02', '2026-12-09']);
    expect(occurrenceDates(parseRecurrence('FREQ=WEEKLY;BYDAY=SU;COUNT=3')!, '2026-11-01', '2026-11-01', '2027-01-01')).toEqual([
      '2026-11-01',
      '2026-11-08',
      '2026-11-15',
    ]);
    const monthly = parseRecurrence('FREQ=MONTHLY;BYDAY=1FR')!;
    expect(occurrenceDates(monthly, '2026-11-06', '2026-11-07', '2027-02-10')).toEqual(['2026-12-04', '2027-01-01', '2027-02-05']);
    expect(firstOccurrence(monthly, '2026-10-28')).toBe('2026-11-06');
  });

  it("writes the forms' Repeats choices as rules of the first date, ending on the last date given", () => {
    expect(repeatRecurrence('none', '2026-12-02', null)).toBeNull();
    expect(repeatRecurrence('weekly', '2026-12-02', null)).toBe('FREQ=WEEKLY;BYDAY=WE');
    expect(repeatRecurrence('monthly-weekday', '2026-12-04', null)).toBe('FREQ=MONTHLY;BYDAY=+1FR');
    // A fifth Friday is the month's last.
    expect(repeatRecurrence('monthly-weekday', '2027-01-29', null)).toBe('FREQ=MONTHLY;BYDAY=-1FR');
    expect(repeatRecurrence('monthly-date', '2026-12-14', '2027-03-14')).toBe('FREQ=MONTHLY;BYMONTHDAY=14;UNTIL=20270314T000000Z');
    expect(() => repeatRecurrence('monthly-date', '2026-12-30', null)).toThrow(RangeError);
    // The last date is the last occurrence, when the rule falls on it.
    const untilWednesday = parseRecurrence(repeatRecurrence('weekly', '2026-12-02', '2026-12-16'))!;
    expect(occurrenceDates(untilWednesday, '2026-12-02', '2026-12-02', '2027-02-01')).toEqual(['2026-12-02', '2026-12-09', '2026-12-16']);
    const lastFridays = parseRecurrence(repeatRecurrence('monthly-weekday', '2027-01-29', null))!;
    expect(occurrenceDates(lastFridays, '2027-01-29', '2027-01-29', '2027-05-01')).toEqual([
      '2027-01-29',
      '2027-02-26',
      '2027-03-26',
      '2027-04-30',
    ]);
  });

  it('words each choice in the form as the event page words its rule, for every date of a year', () => {
    for (let date = '2026-11-26'; date < '2027-11-26'; date = addDays(date, 1)) {
      for (const choice of REPEAT_CHOICES) {
        if (choice === 'none' || (choice === 'monthly-date' && Number(date.slice(8)) > 28)) continue;
        const rule = parseRecurrence(repeatRecurrence(choice, date, null))!;
        expect(repeatLabelIn('en', choice, date), `${choice} ${date}`).toBe(describeRecurrence(rule));
        // The first date is a date of its own rule.
        expect(occurrenceDates(rule, date, date, date), `${choice} ${date}`).toEqual([date]);
      }
    }
    expect(repeatLabelIn('en', 'weekly', '')).toBe('Every week on the same weekday');
    expect(repeatLabelIn('en', 'none', '2026-12-02')).toBe('Does not repeat');
  });
});

describe('repeating events in the guide', async () => {
  const { db } = await useFreshDatabase();
  const NOW = new Date('2026-11-25T15:00:00Z');
  await seedDatabase(db, { now: NOW });
  const amateurNights = () =>
    db.select().from(schema.events).where(eq(schema.events.title, 'Amateur Night at the Apollo')).orderBy(asc(schema.events.startsAt));

  it('lists a weekly series every week at the same New York time, across the change from daylight time, three months ahead', async () => {
    const nights = await amateurNights();
    const dates = nights.map((night) => toNewYorkParts(night.startsAt));
    expect(new Set(dates.map((part) => part.time))).toEqual(new Set(['19:30']));
    for (const [index, part] of dates.entries()) {
      expect(new Date(`${part.date}T12:00:00Z`).getUTCDay(), part.date).toBe(3);
      if (index > 0) expect(addDays(dates[index - 1].date, 7)).toBe(part.date);
    }
    // October (daylight time) and December (standard time) both at 7:30 PM.
    expect(dates[0].date < '2026-11-01' && dates.at(-1)!.date > '2027-02-15').toBe(true);
    const first = nights[0];
    expect(nights.every((night) => night.seriesId === first.id)).toBe(true);
    expect(first.recurrence).toBe('FREQ=WEEKLY;BYDAY=WE');
    expect(nights.slice(1).every((night) => night.recurrence === null && night.maxAttendees === first.maxAttendees)).toBe(true);
  });

  it('has each occurrence take its own registrations and capacity, and names the next dates on its page', async () => {
    const [, , , , next, after] = await amateurNights();
    const member = await createUser(db);
    const user = { id: member.id, email: member.email, firstName: 'Ada', lastName: 'Test', isPremium: false };
    await register(db, { user, eventId: next.id, contact: contactFromAccount(user), now: NOW });
    const seats = async (eventId: number) =>
      (await db.select().from(schema.eventRegistrations).where(eq(schema.eventRegistrations.eventId, eventId))).length;
    expect([await seats(next.id), await seats(after.id)]).toEqual([1, 0]);
    const series = (await getSeries(db, next.seriesId!, NOW))!;
    expect(series.rule).toBe('Every week on Wednesday');
    expect(series.next.map((date) => toNewYorkParts(date.startsAt).date)).toEqual([
      '2026-11-25',
      '2026-12-02',
      '2026-12-09',
      '2026-12-16',
      '2026-12-23',
      '2026-12-30',
    ]);
  });

  it('adds the coming weeks as days pass, once, from the scheduled job', async () => {
    const before = (await amateurNights()).length;
    expect(await extendDueSeries(db, NOW)).toBe(0);
    const later = new Date(NOW.getTime() + 40 * 86_400_000);
    const report = await runScheduledJobs(db, { stripe: null, origin: 'http://localhost', now: later });
    expect(report.occurrencesAdded).toBeGreaterThanOrEqual(4 + 1);
    const nights = await amateurNights();
    expect(nights.length).toBeGreaterThan(before);
    expect(new Set(nights.map((night) => night.startsAt.getTime())).size).toBe(nights.length);
    expect(toNewYorkParts(nights.at(-1)!.startsAt).date >= addDays(toNewYorkParts(later).date, 85)).toBe(true);
    expect(await extendDueSeries(db, later)).toBe(0);
    const series = await db
      .select({ id: schema.events.id })
      .from(schema.events)
      .where(and(isNotNull(schema.events.recurrence)));
    expect(series.length).toBe(4);
  });

  it('keeps listing after the first date is cancelled, never makes a moved or cancelled date again, and adds each date once when runs overlap', async () => {
    const [first, , , , , moved] = await amateurNights();
    await db.update(schema.events).set({ isActive: false }).where(eq(schema.events.id, first.id));
    await db
      .update(schema.events)
      .set({ startsAt: new Date(moved.startsAt.getTime() + 86_400_000) })
      .where(eq(schema.events.id, moved.id));
    const before = (await amateurNights()).length;
    const muchLater = new Date(NOW.getTime() + 90 * 86_400_000);
    const [again] = await db.select().from(schema.events).where(eq(schema.events.id, first.id));
    const runs = await Promise.all([extendSeries(db, again, muchLater), extendSeries(db, again, muchLater)]);
    const nights = await amateurNights();
    expect(runs.reduce((sum, added) => sum + added, 0)).toBe(nights.length - before);
    expect(nights.length).toBeGreaterThan(before);
    expect(new Set(nights.map((night) => night.startsAt.getTime())).size).toBe(nights.length);
    // The moved date stays moved: no new event on its old Wednesday.
    expect(nights.filter((night) => night.startsAt.getTime() === moved.startsAt.getTime())).toEqual([]);
    const added = nights.filter((night) => night.startsAt > muchLater);
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((night) => night.isActive)).toBe(true);
  });

  it('gives each new date of an early-access series the same lead before it opens to everyone', async () => {
    const [first] = await amateurNights();
    const lead = 3 * 86_400_000;
    await db
      .update(schema.events)
      .set({ opensToAllAt: new Date(first.startsAt.getTime() - lead) })
      .where(eq(schema.events.id, first.id));
    const [again] = await db.select().from(schema.events).where(eq(schema.events.id, first.id));
    const farther = new Date(NOW.getTime() + 200 * 86_400_000);
    expect(await extendSeries(db, again, farther)).toBeGreaterThan(0);
    const added = (await amateurNights()).filter((night) => night.opensToAllAt !== null && night.id !== first.id);
    expect(added.length).toBeGreaterThan(0);
    for (const night of added) expect(night.startsAt.getTime() - night.opensToAllAt!.getTime()).toBe(lead);
  });
});
