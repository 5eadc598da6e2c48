import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { createFestivalEvent } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';
import {
  festivalEventEnd,
  festivalPhase,
  festivalPhaseLabel,
  festivalRecap,
  festivalYearEnd,
  groupFestivalDays,
  parseFestivalYear,
  yearNotice,
  type FestivalEventView,
} from '#lib/domain/festival.ts';
import { findSponsorshipTier, SPONSORSHIP_TIERS, tierAmountLabel } from '#lib/domain/sponsorship.ts';
import { saidOfKey } from '#lib/i18n/said.ts';
import { SponsorshipInquirySchema } from '#lib/schemas/inboxes.ts';
import { inboxes } from '#actions/inboxes.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { getFestivalPage } from '#lib/server/content/festival.ts';
import { newYorkTimeToInstant } from '#lib/domain/time.ts';
import { HONEYPOT_FIELD } from '#lib/schemas/fields.ts';
import { TOO_MANY_ATTEMPTS } from '#lib/server/security/rate-limit.ts';
import { seedDatabase } from '#db/seed.ts';

const at = (date: string, time: string) => newYorkTimeToInstant(date, time);

describe('choosing the festival year', () => {
  it('reads four digits as a year and reports anything else', () => {
    expect(parseFestivalYear(null)).toEqual({ requested: null, invalid: null });
    expect(parseFestivalYear(' 2024 ')).toEqual({ requested: 2024, invalid: null });
    expect(parseFestivalYear('twenty')).toEqual({ requested: null, invalid: 'twenty' });
    expect(parseFestivalYear('20245')).toEqual({ requested: null, invalid: '20245' });
  });

  it('explains a year that could not be shown as asked', () => {
    expect(yearNotice({ requested: 2024, invalid: null }, 2024)).toBeNull();
    expect(yearNotice({ requested: null, invalid: null }, 2025)).toBeNull();
    expect(yearNotice({ requested: 1999, invalid: null }, 2023)).toBe(
      'The guide has no Harlem Week 1999 programme, so 2023, the nearest festival year, is shown.',
    );
    expect(yearNotice({ requested: null, invalid: 'abc' }, 2025)).toBe('“abc” is not a festival year, so Harlem Week 2025 is shown.');
    expect(yearNotice({ requested: 1999, invalid: null }, null)).toBeNull();
  });
});

describe("a year's programme", () => {
  const event = (id: number, date: string, price: number | null, location: string | null): FestivalEventView => ({
    id,
    title: `Event ${id}`,
    description: null,
    date,
    startTime: '12:00',
    endTime: null,
    location,
    imageUrl: null,
    ticketPriceCents: price,
    ticketUrl: null,
    isOfficial: true,
    year: 2025,
    ended: false,
  });
  const events = [
    event(1, '2025-08-01', null, 'State Office Building Plaza'),
    event(2, '2025-08-17', 0, 'W 135th St'),
    event(3, '2025-08-17', 4500, 'w 135th st '),
    event(4, '2025-08-23', 15000, 'Alhambra Ballroom'),
  ];

  it('groups events by day, keeping their order', () => {
    expect(groupFestivalDays(events).map((day) => [day.date, day.events.map((item) => item.id)])).toEqual([
      ['2025-08-01', [1]],
      ['2025-08-17', [2, 3]],
      ['2025-08-23', [4]],
    ]);
    expect(groupFestivalDays([])).toEqual([]);
  });

  it('counts the recap from the events: free (null or 0), venues and days', () => {
    expect(festivalRecap(events)).toEqual({ events: 4, freeEvents: 2, ticketedEvents: 2, venues: 3, days: 3 });
    expect(festivalRecap([])).toEqual({ events: 0, freeEvents: 0, ticketedEvents: 0, venues: 0, days: 0 });
  });
});

describe('whether a festival year is ahead, on or over (New York time)', () => {
  // Harlem Week 2025 as seeded: August 1 to the late show of August 23, with Harlem Day on the 17th.
  const span = { firstStart: at('2025-08-01', '11:00'), lastStart: at('2025-08-23', '20:00'), lastEnd: at('2025-08-23', '23:00') };

  it('is upcoming before its first event, on now until the end of its last day, then past', () => {
    expect(festivalPhase(span, at('2025-07-31', '23:59'))).toBe('upcoming');
    expect(festivalPhase(span, at('2025-08-01', '11:00'))).toBe('on now');
    expect(festivalPhase(span, at('2025-08-23', '23:59'))).toBe('on now');
    expect(festivalPhase(span, at('2025-08-24', '00:00'))).toBe('past');
    // The day this was found: November 21, 2026, with 2025 the latest year in the guide.
    expect(festivalPhase(span, new Date('2026-11-21T15:00:00Z'))).toBe('past');
  });

  it('counts a late show past midnight, and the New York day rather than the UTC one', () => {
    const late = { ...span, lastEnd: at('2025-08-24', '01:30') };
    expect(festivalYearEnd(late)).toEqual(at('2025-08-24', '01:30'));
    expect(festivalPhase(late, at('2025-08-24', '01:00'))).toBe('on now');
    expect(festivalPhase(late, at('2025-08-24', '01:30'))).toBe('past');
    // 10pm in New York is already the 24th in UTC; the year still ends at New York's midnight.
    expect(festivalYearEnd({ ...span, lastEnd: null })).toEqual(at('2025-08-24', '00:00'));
    expect(festivalYearEnd({ ...span, lastEnd: null }).toISOString()).toBe('2025-08-24T04:00:00.000Z');
  });

  it('ends an event at its end time, or at the end of its day without one', () => {
    expect(festivalEventEnd(at('2025-08-17', '12:00'), at('2025-08-17', '19:00'))).toEqual(at('2025-08-17', '19:00'));
    expect(festivalEventEnd(at('2025-08-16', '23:30'), null)).toEqual(at('2025-08-17', '00:00'));
  });

  it('labels a year upcoming or on now, and a past year not at all', () => {
    expect(festivalPhaseLabel('upcoming')).toBe('upcoming');
    expect(festivalPhaseLabel('on now')).toBe('on now');
    expect(festivalPhaseLabel('past')).toBeNull();
  });
});

describe('sponsorship tiers', () => {
  it('are the decided five, with their minimums', () => {
    expect(SPONSORSHIP_TIERS.map((tier) => `${tier.name} ${tierAmountLabel(tier)}`)).toEqual([
      'Platinum $25,000+',
      'Gold $15,000+',
      'Silver $7,500+',
      'Bronze $2,500+',
      'Custom Any amount',
    ]);
    expect(findSponsorshipTier('gold')?.name).toBe('Gold');
    expect(findSponsorshipTier('diamond')).toBeNull();
  });
});

// One database for the file: the app's connection is shared, so a second one would close the first.
const { db } = await useFreshDatabase();

describe('loading the festival page', () => {
  beforeAll(async () => {
    // 2023 and 2025 have programmes; 2024 deliberately has none here.
    await createFestivalEvent(db, {
      year: 2025,
      title: 'Harlem Day',
      startsAt: at('2025-08-17', '12:00'),
      endsAt: at('2025-08-17', '19:00'),
    });
    await createFestivalEvent(db, { year: 2025, title: 'Opening Ceremony', startsAt: at('2025-08-01', '11:00') });
    await createFestivalEvent(db, {
      year: 2025,
      title: 'Late Jazz',
      startsAt: at('2025-08-16', '23:30'),
      ticketPriceCents: 4500,
      ticketUrl: 'https://tickets.harlemweek.example/late-jazz',
    });
    await createFestivalEvent(db, { year: 2023, title: 'Harlem Day 2023', startsAt: at('2023-08-20', '12:00') });
  });

  // During Harlem Week 2025 (the afternoon of August 16), unless a test says otherwise.
  const during = at('2025-08-16', '15:00');

  it('shows the latest year by default, soonest first, with New York days and times', async () => {
    const page = await getFestivalPage(db, null, during);
    expect(page.year).toBe(2025);
    expect(page.latestYear).toBe(2025);
    expect(page.years).toEqual([
      { year: 2025, events: 3, phase: 'on now' },
      { year: 2023, events: 1, phase: 'past' },
    ]);
    expect(page.phase).toBe('on now');
    expect(page.events.map((event) => event.title)).toEqual(['Opening Ceremony', 'Late Jazz', 'Harlem Day']);
    // 11:30pm in New York is already the next day in UTC; the programme keeps it on the 16th.
    expect(page.events[1]).toMatchObject({ date: '2025-08-16', startTime: '23:30', endTime: null, ticketPriceCents: 4500 });
    expect(page.events[2]).toMatchObject({ date: '2025-08-17', startTime: '12:00', endTime: '19:00' });
    expect(groupFestivalDays(page.events).map((day) => day.date)).toEqual(['2025-08-01', '2025-08-16', '2025-08-17']);
  });

  it('shows a year asked for, or the nearest one with a programme (the later on a tie)', async () => {
    expect((await getFestivalPage(db, 2023, during)).events.map((event) => event.title)).toEqual(['Harlem Day 2023']);
    expect((await getFestivalPage(db, 2023, during)).phase).toBe('past');
    expect((await getFestivalPage(db, 1999, during)).year).toBe(2023);
    expect((await getFestivalPage(db, 2031, during)).year).toBe(2025);
    expect((await getFestivalPage(db, 2024, during)).year).toBe(2025);
  });

  it('marks which events are over while the festival is on', async () => {
    const page = await getFestivalPage(db, null, during);
    expect(page.events.map((event) => [event.title, event.ended])).toEqual([
      ['Opening Ceremony', true],
      ['Late Jazz', false],
      ['Harlem Day', false],
    ]);
    // Late Jazz has no end time: it is over when its New York day is, not at 11:30pm.
    const lateNight = await getFestivalPage(db, null, at('2025-08-16', '23:45'));
    expect(lateNight.events.find((event) => event.title === 'Late Jazz')?.ended).toBe(false);
    expect((await getFestivalPage(db, null, at('2025-08-17', '00:00'))).events.find((event) => event.title === 'Late Jazz')?.ended).toBe(
      true,
    );
  });

  it('calls the latest year upcoming before it starts, and past, with every event over, once its last day ends', async () => {
    const before = await getFestivalPage(db, null, at('2025-06-01', '12:00'));
    expect(before.phase).toBe('upcoming');
    expect(before.years[0]).toEqual({ year: 2025, events: 3, phase: 'upcoming' });
    expect(before.events.length).toBeGreaterThan(0);
    expect(before.events.every((event) => !event.ended)).toBe(true);
    // Harlem Day ends at 7pm on the 17th, the year's last day: still on that evening, past from midnight.
    expect((await getFestivalPage(db, null, at('2025-08-17', '21:00'))).phase).toBe('on now');
    const after = await getFestivalPage(db, null, at('2025-08-18', '00:00'));
    expect(after.year).toBe(2025);
    expect(after.phase).toBe('past');
    expect(after.years.map((item) => item.phase)).toEqual(['past', 'past']);
    expect(after.events.length).toBeGreaterThan(0);
    expect(after.events.every((event) => event.ended)).toBe(true);
  });

  it('costs one round trip', async () => {
    expect(await countRoundTrips(() => getFestivalPage(db, 2024, during))).toBe(1);
  });
});

describe('sponsorship inquiries', () => {
  const good = {
    companyName: ' Uptown Bank ',
    contactName: 'Grace Lee',
    email: 'grace@uptownbank.example',
    phone: '(212) 555-0123',
    sponsorshipType: 'gold',
    budget: '$15,000',
    message: 'We would like to sponsor Harlem Day.',
  };
  const stored = async () => db.select().from(schema.sponsorshipInquiries);

  it('validates with the spec messages: company, contact and email required', () => {
    const result = SponsorshipInquirySchema.safeParse({ companyName: '', contactName: '  ', email: 'nope' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], saidOfKey(issue.message)?.in('en')]));
    expect(messages).toEqual({
      companyName: 'Company name is required',
      contactName: 'Contact name is required',
      email: 'Please enter a valid email address',
    });
    // Optional fields may be missing or empty; empty becomes null.
    expect(
      SponsorshipInquirySchema.parse({ companyName: 'A', contactName: 'B', email: 'b@example.com', phone: ' ', sponsorshipType: '' }),
    ).toEqual({
      companyName: 'A',
      contactName: 'B',
      email: 'b@example.com',
      phone: null,
      sponsorshipType: null,
      budget: null,
      message: null,
      homepage: '',
    });
    const diamond = SponsorshipInquirySchema.safeParse({ ...good, sponsorshipType: 'diamond' }).error?.issues[0].message ?? '';
    expect(saidOfKey(diamond)?.in('en')).toBe('Please choose one of the sponsorship levels');
  });

  it('accepts an optional phone only when it reads as a phone number', () => {
    for (const phone of ['abc', '555-01', '12345678901234567890', '212 555 0123 ext. 4']) {
      const result = SponsorshipInquirySchema.safeParse({ ...good, phone });
      expect(
        result.error?.issues.map((issue) => [issue.path[0], saidOfKey(issue.message)?.in('en')]),
        phone,
      ).toEqual([['phone', 'Please enter a valid phone number (at least 7 digits)']]);
    }
    for (const phone of ['(212) 555-0123', '+1 212.555.0123', '555 0123'])
      expect(SponsorshipInquirySchema.parse({ ...good, phone }).phone).toBe(phone);
    expect(SponsorshipInquirySchema.parse({ ...good, phone: '  ' }).phone).toBeNull();
  });

  const submitSponsorshipInquiry = (values: Record<string, unknown>, ip: string) =>
    callAction(inboxes.sponsorship, values, { ip, path: '/harlem-week?year=2025' });

  it('refuses a bad post and stores nothing', async () => {
    const result = await submitSponsorshipInquiry({ companyName: '', email: 'x' }, '198.51.100.1');
    expect(fieldsOf(result.error)).toEqual({
      companyName: 'Company name is required',
      contactName: 'Contact name is required',
      email: 'Please enter a valid email address',
    });
    expect(await stored()).toHaveLength(0);
  });

  it('stores a good inquiry, unread, acknowledges it, and lands on the notice of the year it came from', async () => {
    const result = await submitSponsorshipInquiry(good, '198.51.100.2');
    expect(result.data).toEqual({ redirect: '/harlem-week?year=2025&sent=1#sponsor-inquiry' });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      companyName: 'Uptown Bank',
      contactName: 'Grace Lee',
      email: 'grace@uptownbank.example',
      phone: '(212) 555-0123',
      sponsorshipType: 'gold',
      budget: '$15,000',
      isRead: false,
    });
    const mails = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, 'sponsorship_inquiry'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'grace@uptownbank.example', subject: 'We received your Harlem Week sponsorship inquiry' });
    expect(mails[0].textBody).toContain('on behalf of Uptown Bank');
    expect(mails[0].textBody).toContain('Sponsorship level: Gold ($15,000+)');
  });

  it('pretends success to a bot and stores nothing', async () => {
    expect((await submitSponsorshipInquiry({ ...good, [HONEYPOT_FIELD]: 'x' }, '198.51.100.3')).data).toMatchObject({
      redirect: expect.stringContaining('sent=1'),
    });
    expect(await stored()).toHaveLength(1);
  });

  it('stops a sender after the public form limit', async () => {
    for (let i = 0; i < 8; i++)
      expect((await submitSponsorshipInquiry({ ...good, companyName: `Sponsor ${i}` }, '198.51.100.4')).error).toBeUndefined();
    expect((await submitSponsorshipInquiry(good, '198.51.100.4')).error).toMatchObject({
      status: 429,
      message: TOO_MANY_ATTEMPTS.in('en'),
    });
    const [{ n }] = await db
      .select({ n: count() })
      .from(schema.sponsorshipInquiries)
      .where(eq(schema.sponsorshipInquiries.companyName, 'Uptown Bank'));
    expect(n).toBe(1);
  });
});

describe('the seeded festival', () => {
  it('seeded in November 2026, defaults to the coming 2027 edition and recaps 2026 and 2025', async () => {
    await db.delete(schema.festivalEvents);
    const now = new Date('2026-11-21T15:00:00Z');
    await seedDatabase(db, { now });
    const page = await getFestivalPage(db, null, now);
    expect(page.year).toBe(2027);
    expect(page.years.map((item) => item.year)).toEqual([2027, 2026, 2025]);
    // The last edition is over; the next one is ahead, with its schedule.
    expect(page.years.map((item) => item.phase)).toEqual(['upcoming', 'past', 'past']);
    expect(page.phase).toBe('upcoming');
    for (const year of [2027, 2026, 2025]) {
      const { events } = await getFestivalPage(db, year, now);
      const recap = festivalRecap(events);
      expect(recap.events, String(year)).toBeGreaterThanOrEqual(8);
      expect(recap.freeEvents, String(year)).toBeGreaterThan(0);
      expect(recap.ticketedEvents, String(year)).toBeGreaterThan(0);
      expect(events.every((event) => event.date.startsWith(`${year}-08-`))).toBe(true);
    }
  });
});
