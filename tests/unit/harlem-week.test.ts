import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import * as schema from '../../db/schema.ts';
import { createFestivalEvent } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';
import { festivalRecap, groupFestivalDays, parseFestivalYear, yearNotice, type FestivalEventView } from '../../src/lib/domain/festival.ts';
import { findSponsorshipTier, SPONSORSHIP_MESSAGES, SPONSORSHIP_TIERS, SponsorshipInquirySchema, tierAmountLabel } from '../../src/lib/domain/sponsorship.ts';
import { loadFestivalPage } from '../../src/lib/server/queries/festival.ts';
import { submitSponsorshipInquiry } from '../../src/lib/server/sponsorship.ts';
import { newYorkTimeToInstant } from '../../src/lib/domain/time.ts';
import { HONEYPOT_FIELD } from '../../src/lib/server/forms.ts';
import { TOO_MANY_ATTEMPTS } from '../../src/lib/server/rate-limit.ts';
import { seedDatabase } from '../../db/seed.ts';

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
    expect(yearNotice({ requested: 1999, invalid: null }, 2023)).toBe('The guide has no Harlem Week 1999 programme, so 2023, the nearest festival year, is shown.');
    expect(yearNotice({ requested: null, invalid: 'abc' }, 2025)).toBe('“abc” is not a festival year, so Harlem Week 2025 is shown.');
    expect(yearNotice({ requested: 1999, invalid: null }, null)).toBeNull();
  });
});

describe('a year\'s programme', () => {
  const event = (id: number, date: string, price: number | null, location: string | null): FestivalEventView => ({
    id, title: `Event ${id}`, description: null, date, startTime: '12:00', endTime: null, location, imageUrl: null,
    ticketPriceCents: price, ticketUrl: null, isOfficial: true, year: 2025,
  });
  const events = [
    event(1, '2025-08-01', null, 'State Office Building Plaza'),
    event(2, '2025-08-17', 0, 'W 135th St'),
    event(3, '2025-08-17', 4500, 'w 135th st '),
    event(4, '2025-08-23', 15000, 'Alhambra Ballroom'),
  ];

  it('groups events by day, keeping their order', () => {
    expect(groupFestivalDays(events).map((day) => [day.date, day.events.map((item) => item.id)])).toEqual([
      ['2025-08-01', [1]], ['2025-08-17', [2, 3]], ['2025-08-23', [4]],
    ]);
    expect(groupFestivalDays([])).toEqual([]);
  });

  it('counts the recap from the events: free (null or 0), venues and days', () => {
    expect(festivalRecap(events)).toEqual({ events: 4, freeEvents: 2, ticketedEvents: 2, venues: 3, days: 3 });
    expect(festivalRecap([])).toEqual({ events: 0, freeEvents: 0, ticketedEvents: 0, venues: 0, days: 0 });
  });
});

describe('sponsorship tiers', () => {
  it('are the decided five, with their minimums', () => {
    expect(SPONSORSHIP_TIERS.map((tier) => `${tier.name} ${tierAmountLabel(tier)}`)).toEqual([
      'Platinum $25,000+', 'Gold $15,000+', 'Silver $7,500+', 'Bronze $2,500+', 'Custom Any amount',
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
    await createFestivalEvent(db, { year: 2025, title: 'Harlem Day', startsAt: at('2025-08-17', '12:00'), endsAt: at('2025-08-17', '19:00') });
    await createFestivalEvent(db, { year: 2025, title: 'Opening Ceremony', startsAt: at('2025-08-01', '11:00') });
    await createFestivalEvent(db, { year: 2025, title: 'Late Jazz', startsAt: at('2025-08-16', '23:30'), ticketPriceCents: 4500, ticketUrl: 'https://tickets.harlemweek.example/late-jazz' });
    await createFestivalEvent(db, { year: 2023, title: 'Harlem Day 2023', startsAt: at('2023-08-20', '12:00') });
  });

  it('shows the latest year by default, soonest first, with New York days and times', async () => {
    const page = await loadFestivalPage(db, null);
    expect(page.year).toBe(2025);
    expect(page.latestYear).toBe(2025);
    expect(page.years).toEqual([{ year: 2025, events: 3 }, { year: 2023, events: 1 }]);
    expect(page.events.map((event) => event.title)).toEqual(['Opening Ceremony', 'Late Jazz', 'Harlem Day']);
    // 11:30pm in New York is already the next day in UTC; the programme keeps it on the 16th.
    expect(page.events[1]).toMatchObject({ date: '2025-08-16', startTime: '23:30', endTime: null, ticketPriceCents: 4500 });
    expect(page.events[2]).toMatchObject({ date: '2025-08-17', startTime: '12:00', endTime: '19:00' });
    expect(groupFestivalDays(page.events).map((day) => day.date)).toEqual(['2025-08-01', '2025-08-16', '2025-08-17']);
  });

  it('shows a year asked for, or the nearest one with a programme (the later on a tie)', async () => {
    expect((await loadFestivalPage(db, 2023)).events.map((event) => event.title)).toEqual(['Harlem Day 2023']);
    expect((await loadFestivalPage(db, 1999)).year).toBe(2023);
    expect((await loadFestivalPage(db, 2031)).year).toBe(2025);
    expect((await loadFestivalPage(db, 2024)).year).toBe(2025);
  });

  it('costs one round trip', async () => {
    expect(await countRoundTrips(() => loadFestivalPage(db, 2024))).toBe(1);
  });
});

describe('sponsorship inquiries', () => {
  const good = { companyName: ' Uptown Bank ', contactName: 'Grace Lee', email: 'grace@uptownbank.example', phone: '(212) 555-0123', sponsorshipType: 'gold', budget: '$15,000', message: 'We would like to sponsor Harlem Day.' };
  const stored = async () => db.select().from(schema.sponsorshipInquiries);

  it('validates with the spec messages: company, contact and email required', () => {
    const result = SponsorshipInquirySchema.safeParse({ companyName: '', contactName: '  ', email: 'nope' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({ companyName: 'Company name is required', contactName: 'Contact name is required', email: 'Please enter a valid email address' });
    // Optional fields may be missing or empty; empty becomes null.
    expect(SponsorshipInquirySchema.parse({ companyName: 'A', contactName: 'B', email: 'b@example.com', phone: ' ', sponsorshipType: '' })).toEqual({
      companyName: 'A', contactName: 'B', email: 'b@example.com', phone: null, sponsorshipType: null, budget: null, message: null,
    });
    expect(SponsorshipInquirySchema.safeParse({ ...good, sponsorshipType: 'diamond' }).error?.issues[0].message).toBe(SPONSORSHIP_MESSAGES.sponsorshipType);
  });

  it('refuses a bad post and stores nothing', async () => {
    const result = await submitSponsorshipInquiry({ companyName: '', email: 'x' }, '198.51.100.1');
    expect(result).toEqual({
      status: 'invalid',
      errors: { companyName: SPONSORSHIP_MESSAGES.companyName, contactName: SPONSORSHIP_MESSAGES.contactName, email: SPONSORSHIP_MESSAGES.email },
    });
    expect(await stored()).toHaveLength(0);
  });

  it('stores a good inquiry, unread', async () => {
    const result = await submitSponsorshipInquiry(good, '198.51.100.2');
    expect(result.status).toBe('sent');
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyName: 'Uptown Bank', contactName: 'Grace Lee', email: 'grace@uptownbank.example', phone: '(212) 555-0123', sponsorshipType: 'gold', budget: '$15,000', isRead: false });
    const mails = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, 'sponsorship_inquiry'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'grace@uptownbank.example', subject: 'We received your Harlem Week sponsorship inquiry' });
    expect(mails[0].textBody).toContain('on behalf of Uptown Bank');
    expect(mails[0].textBody).toContain('Sponsorship level: Gold ($15,000+)');
  });

  it('pretends success to a bot and stores nothing', async () => {
    expect(await submitSponsorshipInquiry({ ...good, [HONEYPOT_FIELD]: 'x' }, '198.51.100.3')).toEqual({ status: 'sent', id: null });
    expect(await stored()).toHaveLength(1);
  });

  it('stops a sender after the public form limit', async () => {
    const results = [];
    for (let i = 0; i < 9; i++) results.push(await submitSponsorshipInquiry({ companyName: '' }, '198.51.100.4'));
    expect(results[7].status).toBe('invalid');
    expect(results[8]).toEqual({ status: 'limited', errors: { form: TOO_MANY_ATTEMPTS } });
    expect(await submitSponsorshipInquiry(good, '198.51.100.4')).toMatchObject({ status: 'limited' });
    const [{ n }] = await db.select({ n: count() }).from(schema.sponsorshipInquiries).where(eq(schema.sponsorshipInquiries.companyName, 'Uptown Bank'));
    expect(n).toBe(1);
  });
});

describe('the seeded festival', () => {
  it('defaults to 2025 and has 2024 and 2023 programmes with free and ticketed events', async () => {
    await db.delete(schema.festivalEvents);
    await seedDatabase(db, { now: new Date('2026-11-21T15:00:00Z') });
    const page = await loadFestivalPage(db, null);
    expect(page.year).toBe(2025);
    expect(page.years.map((item) => item.year)).toEqual([2025, 2024, 2023]);
    for (const year of [2025, 2024, 2023]) {
      const { events } = await loadFestivalPage(db, year);
      const recap = festivalRecap(events);
      expect(recap.events, String(year)).toBeGreaterThanOrEqual(8);
      expect(recap.freeEvents, String(year)).toBeGreaterThan(0);
      expect(recap.ticketedEvents, String(year)).toBeGreaterThan(0);
      expect(events.every((event) => event.date.startsWith(`${year}-08-`))).toBe(true);
    }
  });
});
