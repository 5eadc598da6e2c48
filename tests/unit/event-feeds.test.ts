/**
 * The subscribable calendar feeds, generated from a seeded database and read back with ical.js:
 * which events each holds (those the public list shows, recent and upcoming, bounded), their
 * times, addresses and UIDs, and the 404s of addresses that name no feed.
 */
import type { APIContext } from 'astro';
import { createClient, type InArgs } from '@libsql/client';
import { afterAll, describe, expect, it } from 'vitest';
import { events as eventsTable } from '#db/schema.ts';
import { boardFeedScope, businessFeedScope, feedLinks, feedPath, typeFeedScope, type FeedScope } from '#lib/domain/event-feeds.ts';
import { FEED_LIMITS, feedQueries } from '#lib/server/events/event-feeds.ts';
import { eventFeedResponse } from '#lib/server/events/feed-response.ts';
import { eventCalendarFile } from '#lib/server/events/calendar-file.ts';
import { getEventWithHost } from '#lib/server/events/events.ts';
import { eq } from 'drizzle-orm';
import { buildEvent, createBoard, createBusiness, createCategory, createEvent } from '../factories/index.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { parseCalendar } from '../helpers/icalendar.ts';

const SITE = 'https://guide.harlem.example';
process.env.SITE_URL = SITE;
const { db, path } = await useFreshDatabase();
const NOW = new Date('2026-11-21T15:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

const central = await createBoard(db, { id: 10, number: 10, name: 'Central Harlem' });
const east = await createBoard(db, { id: 11, number: 11, name: 'East Harlem' });
await createBoard(db, { id: 12, number: 12, name: 'Washington Heights' });
const category = await createCategory(db);
const club = await createBusiness(db, { name: 'Lenox Lounge', communityBoardId: central.id, categoryId: category.id });
const retired = await createBusiness(db, { name: 'Closed Club', communityBoardId: central.id, categoryId: category.id, isActive: false });

const jazz = await createEvent(db, {
  title: 'Jazz Night, Late Set',
  description: 'Trio; then a jam.',
  location: 'Lenox Lounge, 288 Lenox Ave',
  latitude: 40.8098,
  longitude: -73.9446,
  startsAt: at(3),
  endsAt: new Date(at(3).getTime() + 3 * 3_600_000),
  priceCents: 2500,
  isPremium: true,
  businessId: club.id,
  communityBoardId: central.id,
});
const lastWeek = await createEvent(db, { title: 'Stoop Sale', startsAt: at(-7), communityBoardId: central.id });
const longAgo = await createEvent(db, { title: 'Summer Picnic', startsAt: at(-45), communityBoardId: central.id });
const cancelled = await createEvent(db, { title: 'Cancelled Reading', startsAt: at(5), communityBoardId: central.id, isActive: false });
const retiredHosts = await createEvent(db, {
  title: 'Closed Club Party',
  startsAt: at(6),
  businessId: retired.id,
  communityBoardId: central.id,
});
const parade = await createEvent(db, { title: 'Three Kings Parade', startsAt: at(10), communityBoardId: east.id, location: 'E 116th St' });

/** The answer of a feed route for a scope, as the route gives it to a signed-out visitor. */
async function feed(scope: FeedScope | null, query = '', headers: Record<string, string> = {}) {
  const url = new URL(`${SITE}${scope ? feedPath(scope) : '/events/feeds/none.ics'}${query}`);
  const request = new Request(url, { headers });
  const context = { url, request, locals: { now: NOW, user: null }, isPrerendered: false, site: undefined } as unknown as APIContext;
  const response = await eventFeedResponse(context, scope);
  return { response, text: await response.text() };
}
const titles = (text: string) => parseCalendar(text).events.map((event) => event.summary);

describe('a board feed', async () => {
  const { response, text } = await feed({ kind: 'board', board: 10 });

  it('answers text/calendar that an independent parser reads', () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="harlem-events-cb-10.ics"');
    expect(parseCalendar(text).properties).toMatchObject({
      'x-wr-calname': 'Harlem Events · CB 10 Central Harlem',
      url: `${SITE}/events?view=list&board=10`,
    });
  });

  it("holds the board's listed events of the last 30 days and ahead, oldest first", () => {
    expect(titles(text)).toEqual(['Stoop Sale', 'Jazz Night, Late Set']);
  });

  it('leaves out unlisted events and those of a retired host, as the events page does', () => {
    for (const absent of [cancelled, retiredHosts, longAgo, parade]) expect(text).not.toContain(absent.title);
  });

  it('gives each event its UTC times, page, place, categories and a UID stable per site and event', () => {
    const event = parseCalendar(text).events.find((entry) => entry.summary === jazz.title)!;
    expect(event).toMatchObject({
      uid: `event-${jazz.id}@guide.harlem.example`,
      url: `${SITE}/events/${jazz.id}`,
      startIsUtc: true,
      geo: [40.8098, -73.9446],
      categories: ['Community Board 10', 'Premium', 'Business events'],
    });
    expect(event.start.toISOString()).toBe(jazz.startsAt.toISOString());
    expect(event.end?.toISOString()).toBe(jazz.endsAt!.toISOString());
    // The address already names the host; a hosted event elsewhere gets the host's name first.
    expect(event.location).toBe('Lenox Lounge, 288 Lenox Ave');
    expect(event.description).toContain('Trio; then a jam.');
    // All in: the $25.00 ticket and the fee of a host with no paid plan (6% + $0.75), broken out (issue 33).
    expect(event.description).toContain('Price: $27.25 ($25.00 + $2.25 service fee)');
    // iCalendar times are to the second.
    expect(event.lastModified?.getTime()).toBe(Math.floor(jazz.updatedAt.getTime() / 1000) * 1000);
    const stoop = parseCalendar(text).events.find((entry) => entry.summary === lastWeek.title)!;
    expect(stoop.categories).toEqual(['Community Board 10', 'Free', 'Community events']);
  });
});

describe('the other feeds', () => {
  it('every event: all boards, the same exclusions', async () => {
    const { text } = await feed({ kind: 'all' });
    expect(titles(text)).toEqual(['Stoop Sale', 'Jazz Night, Late Set', 'Three Kings Parade']);
  });

  it('a type: premium, free, business or community', async () => {
    const premium = parseCalendar((await feed({ kind: 'type', type: 'premium' })).text);
    expect(premium.properties).toMatchObject({
      'x-wr-calname': 'Harlem Events · Premium events',
      'x-wr-caldesc': "Premium events across Harlem's Community Boards 9 to 12.",
      url: `${SITE}/events?view=list&type=premium`,
    });
    expect(premium.events.map((event) => event.summary)).toEqual(['Jazz Night, Late Set']);
    expect(titles((await feed({ kind: 'type', type: 'free' })).text)).toEqual(['Stoop Sale', 'Three Kings Parade']);
    expect(titles((await feed({ kind: 'type', type: 'business' })).text)).toEqual(['Jazz Night, Late Set']);
    expect(titles((await feed({ kind: 'type', type: 'community' })).text)).toEqual(['Stoop Sale', 'Three Kings Parade']);
  });

  it("a business: its events; a retired business's feed is gone", async () => {
    const { response, text } = await feed({ kind: 'business', businessId: club.id });
    expect(response.status).toBe(200);
    expect(parseCalendar(text).properties['x-wr-calname']).toBe('Lenox Lounge · Harlem Events');
    expect(titles(text)).toEqual(['Jazz Night, Late Set']);
    expect((await feed({ kind: 'business', businessId: retired.id })).response.status).toBe(404);
  });

  it('a board or business that does not exist, or an address naming none, is a 404', async () => {
    expect((await feed({ kind: 'board', board: 9 })).response.status).toBe(404);
    expect((await feed({ kind: 'business', businessId: 999_999 })).response.status).toBe(404);
    const missing = await feed(null);
    expect(missing.response.status).toBe(404);
    expect(missing.text).toBe('Calendar not found');
  });
});

describe('feed addresses', () => {
  it('read a route parameter strictly', () => {
    expect(boardFeedScope('10')).toEqual({ kind: 'board', board: 10 });
    for (const bad of ['8', '13', '010', '10.5', 'ten', '', undefined]) expect(boardFeedScope(bad)).toBeNull();
    expect(typeFeedScope('free')).toEqual({ kind: 'type', type: 'free' });
    for (const bad of ['all', 'Free', 'paid', undefined]) expect(typeFeedScope(bad)).toBeNull();
    expect(businessFeedScope('12')).toEqual({ kind: 'business', businessId: 12 });
    for (const bad of ['012', '0', '-1', '1e3', '12345678901', undefined]) expect(businessFeedScope(bad)).toBeNull();
  });

  it('name each feed and its webcal, Google and https links', () => {
    expect(
      [{ kind: 'all' }, { kind: 'board', board: 11 }, { kind: 'type', type: 'free' }, { kind: 'business', businessId: 7 }].map((scope) =>
        feedPath(scope as FeedScope),
      ),
    ).toEqual(['/events/feeds/all.ics', '/events/feeds/board/11.ics', '/events/feeds/type/free.ics', '/business/7/events.ics']);
    expect(feedLinks('https://guide.example/events/feeds/board/11.ics')).toEqual({
      webcal: 'webcal://guide.example/events/feeds/board/11.ics',
      google: 'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fguide.example%2Fevents%2Ffeeds%2Fboard%2F11.ics',
      https: 'https://guide.example/events/feeds/board/11.ics',
    });
    expect(feedLinks('http://localhost:4321/events/feeds/all.ics').webcal).toBe('webcal://localhost:4321/events/feeds/all.ics');
  });
});

describe('a feed stays bounded and indexed however many events there are', () => {
  const HOURS_4 = 4 * 3_600_000;
  // Ten more than a feed keeps on each side of now, four hours apart, in a board of their own.
  const start = NOW.getTime() - (FEED_LIMITS.recent + 10) * HOURS_4;
  const many = Array.from({ length: FEED_LIMITS.recent + FEED_LIMITS.upcoming + 20 }, (_, index) =>
    buildEvent({ title: `Crowd ${index}`, startsAt: new Date(start + index * HOURS_4), communityBoardId: 12 }),
  );
  const client = createClient({ url: `file:${path}` });
  afterAll(() => client.close());

  it('keeps the latest recent events and the soonest upcoming ones', async () => {
    await db.insert(eventsTable).values(many);
    const { text } = await feed({ kind: 'board', board: 12 });
    const events = parseCalendar(text).events;
    const past = events.filter((event) => event.start < NOW);
    const ahead = events.filter((event) => event.start >= NOW);
    expect(past).toHaveLength(FEED_LIMITS.recent);
    expect(ahead).toHaveLength(FEED_LIMITS.upcoming);
    // The recent ones are the newest of the past, then the feed runs on without a gap.
    const firstAhead = many.findIndex((event) => event.startsAt >= NOW);
    expect(past[0].summary).toBe(`Crowd ${firstAhead - FEED_LIMITS.recent}`);
    expect(past.at(-1)!.summary).toBe(`Crowd ${firstAhead - 1}`);
    expect(ahead[0].summary).toBe(`Crowd ${firstAhead}`);
    expect(ahead.at(-1)!.summary).toBe(`Crowd ${firstAhead + FEED_LIMITS.upcoming - 1}`);
  });

  it('reads each list from a start-time index, with no sort', async () => {
    for (const scope of [
      { kind: 'all' },
      { kind: 'board', board: 12 },
      { kind: 'business', businessId: club.id },
      { kind: 'type', type: 'premium' },
    ] as FeedScope[]) {
      for (const query of feedQueries(db, scope, NOW)) {
        const { sql, params } = query.toSQL();
        const detail = (await client.execute({ sql: `explain query plan ${sql}`, args: params as InArgs })).rows
          .map((row) => String(row.detail))
          .join('\n');
        expect(detail).toMatch(/SEARCH events USING (COVERING )?INDEX events_\w+_idx/);
        expect(detail).not.toMatch(/SCAN events\b(?! USING)/);
        expect(detail).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      }
    }
  });
});

describe("a hosted event's place", () => {
  it("names the host before an address that does not, in the feed and in the single event's file", async () => {
    const brunch = await createEvent(db, {
      title: 'Gospel Brunch',
      startsAt: at(4),
      location: '300 W 125th St',
      businessId: club.id,
      communityBoardId: east.id,
    });
    const event = parseCalendar((await feed({ kind: 'business', businessId: club.id })).text).events.find(
      (entry) => entry.summary === 'Gospel Brunch',
    )!;
    expect(event.location).toBe('Lenox Lounge, 300 W 125th St');
    const found = (await getEventWithHost(db, brunch.id))!;
    const file = eventCalendarFile(found.event, SITE, found.host?.name ?? null);
    expect(file.filename).toBe('gospel-brunch.ics');
    expect(parseCalendar(file.content).events[0]).toMatchObject({
      uid: `event-${brunch.id}@guide.harlem.example`,
      location: 'Lenox Lounge, 300 W 125th St',
      url: `${SITE}/events/${brunch.id}`,
    });
  });
});

describe('a feed covers a window of days and answers 304 to a client holding its version', () => {
  const ymd = (date: Date) => new Date(date.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
  const club = { kind: 'business', businessId: 0 } as FeedScope & { businessId: number };

  it('holds 30 days back to 180 ahead unless asked, and a window of from, to or days when asked', async () => {
    const host = await createBusiness(db, { name: 'Window Club', communityBoardId: central.id, categoryId: category.id });
    club.businessId = host.id;
    for (const [title, days] of [
      ['Too Old', -40],
      ['Last Month', -20],
      ['Next Month', 30],
      ['Half a Year On', 170],
      ['Too Far', 200],
    ] as const)
      await createEvent(db, { title, startsAt: at(days), businessId: host.id, communityBoardId: central.id });
    expect(titles((await feed(club)).text)).toEqual(['Last Month', 'Next Month', 'Half a Year On']);
    expect(titles((await feed(club, '?days=365')).text)).toEqual(['Last Month', 'Next Month', 'Half a Year On', 'Too Far']);
    expect(titles((await feed(club, `?from=${ymd(at(-45))}&to=${ymd(at(0))}`)).text)).toEqual(['Too Old', 'Last Month']);
    expect(titles((await feed(club, `?from=${ymd(at(100))}&days=120`)).text)).toEqual(['Half a Year On', 'Too Far']);
  });

  it('refuses a window it cannot answer with a 400 that says why, in the asked language', async () => {
    for (const [query, message] of [
      ['?from=2026-02-30', 'Invalid from: expected a day as YYYY-MM-DD.'],
      ['?to=soon', 'Invalid to: expected a day as YYYY-MM-DD.'],
      ['?days=0', 'Invalid days: expected a whole number from 1 to 400.'],
      ['?days=5000', 'Invalid days: expected a whole number from 1 to 400.'],
      ['?from=2026-12-01&to=2026-11-01', 'The window ends before it starts: to must be after from.'],
      ['?from=2026-01-01&to=2028-01-01', 'The window may cover at most 400 days: choose a shorter span between from and to.'],
    ]) {
      const { response, text } = await feed(club, query);
      expect([response.status, text], query).toEqual([400, message]);
    }
    expect((await feed(club, '?days=0&lang=es')).text).toBe('days no válido: se esperaba un número entero de 1 a 400.');
  });

  it('sends ETag and Last-Modified, 304 for a client holding the tag (the date alone is not trusted), a new version after an edit', async () => {
    const first = await feed(club);
    const etag = first.response.headers.get('etag')!;
    const lastModified = first.response.headers.get('last-modified')!;
    expect(etag).toMatch(/^W\/"feed-[0-9a-f]{24}"$/);
    expect(Date.parse(lastModified)).toBeGreaterThan(0);
    const asked: Record<string, string>[] = [{ 'if-none-match': etag }, { 'if-none-match': `"other", ${etag.slice(2)}` }];
    for (const headers of asked) {
      const again = await feed(club, '', headers);
      expect([again.response.status, again.text], JSON.stringify(headers)).toEqual([304, '']);
      expect(again.response.headers.get('etag')).toBe(etag);
    }
    // A feed can lose an event without its newest change moving: a date alone gets the whole feed.
    expect((await feed(club, '', { 'if-modified-since': lastModified })).response.status).toBe(200);
    // Another window is another version.
    expect((await feed(club, '?days=365', { 'if-none-match': etag })).response.status).toBe(200);
    // An edit changes the version: the old tag gets the whole feed again.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db.update(eventsTable).set({ title: 'Next Month, Moved', updatedAt: new Date() }).where(eq(eventsTable.title, 'Next Month'));
    const edited = await feed(club, '', { 'if-none-match': etag });
    expect(edited.response.status).toBe(200);
    expect(edited.response.headers.get('etag')).not.toBe(etag);
    expect(titles(edited.text)).toContain('Next Month, Moved');
  });
});

describe("an event's own calendar file", async () => {
  const { GET } = await import('#pages/events/[id].ics.ts');
  const file = async (id: number, headers: Record<string, string> = {}) => {
    const url = new URL(`${SITE}/events/${id}.ics`);
    const context = {
      url,
      request: new Request(url, { headers }),
      params: { id: String(id) },
      locals: { now: NOW },
    } as unknown as APIContext;
    const response = (await GET(context)) as Response;
    return { response, text: await response.text() };
  };

  it('is tagged with a hash of its text: 304 to a client holding it, the new text after an edit', async () => {
    const first = await file(parade.id);
    expect(first.response.status).toBe(200);
    expect(titles(first.text)).toEqual(['Three Kings Parade']);
    const etag = first.response.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[0-9a-f]{24}"$/);
    const again = await file(parade.id, { 'if-none-match': etag });
    expect([again.response.status, again.text, again.response.headers.get('etag')]).toEqual([304, '', etag]);
    await db.update(eventsTable).set({ title: 'Three Kings Parade, Moved' }).where(eq(eventsTable.id, parade.id));
    const edited = await file(parade.id, { 'if-none-match': etag });
    expect([edited.response.status, titles(edited.text)]).toEqual([200, ['Three Kings Parade, Moved']]);
    expect((await file(cancelled.id)).response.status).toBe(404);
  });
});
