import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { readFileSync } from 'node:fs';
import { createClient } from '@libsql/client';
import { allInPriceOf } from './all-in.ts';

// Expectations come from the public API: the database is seeded relative to the server's start day.
type ApiEvent = {
  id: number;
  title: string;
  description: string | null;
  location: string | null;
  date: string;
  startTime: string;
  endTime: string | null;
  startsAt: string;
  endsAt: string | null;
  price: string | null;
  isPremium: boolean;
  businessId: number | null;
  communityBoard: { id: number; number: number; name: string } | null;
};
type ApiBoard = { id: number; number: number; name: string };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;
const shiftMonth = (month: string, count: number) => {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5)) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
/** The New York month now, worked out independently of the app's code. */
const currentMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);

async function apiEvents(request: APIRequestContext): Promise<ApiEvent[]> {
  return (await request.get('/api/events?past=true')).json();
}
async function apiBoards(request: APIRequestContext): Promise<ApiBoard[]> {
  return (await request.get('/api/community-boards')).json();
}
const upcomingOf = (events: ApiEvent[]) => events.filter((event) => Date.parse(event.startsAt) >= Date.now());
/** A single board's list shows this many a page (event-pages.ts BOARD_PAGE_SIZE); all boards, six a board. */
const BOARD_PAGE = 24;
const GROUP = 6;
/** What the all-boards list shows of events (soonest first): the first six of each board, boards in order. */
const shownInGroups = (events: ApiEvent[]) => {
  const boards = [...new Set(events.map((event) => event.communityBoard?.number ?? 99))].sort((a, b) => a - b);
  return boards.flatMap((board) => events.filter((event) => (event.communityBoard?.number ?? 99) === board).slice(0, GROUP));
};
const contains = (event: ApiEvent, text: string) =>
  [event.title, event.description, event.location].some((field) => field?.toLowerCase().includes(text.toLowerCase()));

/** The month with the most seed events (so filters have something to narrow). */
function busiestMonth(events: ApiEvent[]): string {
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.date.slice(0, 7), (counts.get(event.date.slice(0, 7)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

const monthList = (page: Page) => page.getByRole('region', { name: /^Events (in|on) / });
const monthListLinks = (page: Page) => monthList(page).locator('ol.cal-days a');

// Nonsense in the query (an unknown view, board, type, month or day) falling back to the defaults is
// tests/unit/event-filters.test.ts's.
test.describe('list view', () => {
  test('groups upcoming events by board in order, six a group, with a link to the rest', async ({ page, request }) => {
    const [events, boards] = await Promise.all([apiEvents(request), apiBoards(request)]);
    const upcoming = upcomingOf(events);
    await page.goto('/events');
    await expect(page).toHaveTitle('Events | Harlem');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harlem Events');
    await expect(page.getByText(`${upcoming.length} upcoming events`)).toBeVisible();

    const withEvents = boards.filter((board) => upcoming.some((event) => event.communityBoard?.number === board.number));
    const headings = page.locator('section.evl h2');
    await expect(headings).toHaveText(withEvents.map((board) => `Community Board ${board.number} · ${board.name}`));
    let tested = false;
    for (const board of withEvents) {
      const ofBoard = upcoming.filter((event) => event.communityBoard?.number === board.number);
      const group = page.getByRole('region', { name: `Community Board ${board.number} · ${board.name}` });
      const cards = group.getByRole('article');
      // Soonest first, at most six.
      await expect(cards.getByRole('heading')).toHaveText(ofBoard.slice(0, 6).map((event) => event.title));
      const more = group.getByRole('link', { name: `View all ${ofBoard.length} events in CB ${board.number}` });
      if (ofBoard.length > 6) {
        await expect(more).toHaveAttribute('href', `/events?view=list&board=${board.number}`);
        if (!tested) {
          tested = true;
          await more.click();
          await expect(page).toHaveURL(`/events?view=list&board=${board.number}`);
          await expect(page.locator('section.evl')).toHaveCount(1);
          await expect(page.getByRole('article').getByRole('heading')).toHaveText(ofBoard.slice(0, BOARD_PAGE).map((event) => event.title));
          await expect(page.getByRole('combobox', { name: 'Community board' })).toHaveValue(String(board.number));
          await page.goBack();
        }
      } else {
        await expect(more).toHaveCount(0);
      }
    }
    expect(tested, 'the seed has a board with more than six upcoming events').toBe(true);
  });

  test('a card shows the day, time, price and a Register link', async ({ page, request }) => {
    const upcoming = upcomingOf(await apiEvents(request));
    const paid = upcoming.find((event) => event.price !== null)!;
    const free = upcoming.find((event) => event.price === null)!;
    await page.goto(`/events?view=list&board=${paid.communityBoard!.number}`);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: paid.title, exact: true }) })
      .first();
    // The price is all in (issue 33): the ticket plus the host's guide fee.
    await expect(card.locator('.ec-price')).toHaveText(`$${await allInPriceOf(paid)}`);
    const [, month, day] = paid.date.split('-').map(Number);
    await expect(card.locator('time')).toContainText(`${MONTHS[month - 1].slice(0, 3)} ${day} · `);
    await expect(card.getByRole('link', { name: `Register for ${paid.title}` })).toHaveAttribute('href', `/events/${paid.id}/register`);
    await card.getByRole('link', { name: paid.title, exact: true }).click();
    await expect(page).toHaveURL(`/events/${paid.id}`);

    await page.goto(`/events?view=list&board=${free.communityBoard!.number}`);
    await expect(
      page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: free.title, exact: true }) })
        .first(),
    ).toContainText('Free');
  });

  test('search matches title, description and location in any case', async ({ page, request }) => {
    const upcoming = upcomingOf(await apiEvents(request));
    await page.goto('/events');
    await page.getByRole('searchbox', { name: 'Search events' }).fill('APOLLO');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]q=APOLLO/);
    const expected = upcoming.filter((event) => contains(event, 'apollo'));
    expect(expected.length).toBeGreaterThan(1);
    // Weekly Amateur Nights make more than a group's six: the list shows six a board, the count all.
    await expect(page.getByRole('article')).toHaveCount(shownInGroups(expected).length);
    await expect(page.getByText(`${expected.length} upcoming events matching your filters`)).toBeVisible();
    // A word that only appears in a description.
    const described = upcoming.find((event) => event.description?.includes('Executioner'))!;
    await page.goto('/events?q=executioner');
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(
      shownInGroups(upcoming.filter((event) => contains(event, 'executioner'))).map((event) => event.title),
    );
    await expect(page.getByRole('article').first()).toContainText(described.title);
  });

  test('board and type filters narrow the list; Clear Filters resets them', async ({ page, request }) => {
    const upcoming = upcomingOf(await apiEvents(request));
    await page.goto('/events');
    await page.getByRole('combobox', { name: 'Community board' }).selectOption('11');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('free');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/board=11/);
    const expected = upcoming.filter((event) => event.communityBoard?.number === 11 && event.price === null);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(expected.slice(0, BOARD_PAGE).map((event) => event.title));
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL('/events?view=list');
    await expect(page.getByText(`${upcoming.length} upcoming events`, { exact: true })).toBeVisible();
  });

  test('says No Upcoming Events Found when nothing matches', async ({ page }) => {
    await page.goto('/events?q=no-such-event-anywhere-in-harlem');
    await expect(page.getByRole('heading', { name: 'No Upcoming Events Found' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.getByRole('link', { name: 'Clear Filters' }).first().click();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test.describe('calendar view', () => {
  test('shows the current New York month and moves a month at a time', async ({ page, request }) => {
    const events = await apiEvents(request);
    const month = currentMonth();
    await page.goto('/events');
    await page.getByRole('link', { name: 'Calendar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: monthLabel(month), exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Calendar', exact: true })).toHaveAttribute('aria-current', 'page');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);

    const next = shiftMonth(month, 1);
    await page.getByRole('link', { name: `Next month, ${monthLabel(next)}` }).click();
    await expect(page).toHaveURL(new RegExp(`month=${next}`));
    await expect(page.getByRole('heading', { level: 2, name: monthLabel(next), exact: true })).toBeVisible();
    const ofNext = events.filter((event) => event.date.startsWith(next));
    // The seed places events through the coming two months, so next month always has some.
    expect(ofNext.length).toBeGreaterThan(0);
    await expect(monthListLinks(page)).toHaveText(ofNext.map((event) => event.title));
    // Each event sits in its day's cell.
    for (const event of ofNext.slice(0, 3)) {
      const day = Number(event.date.slice(8));
      const cell = table.locator('td:not(.cal-out)').filter({ has: page.locator('.cal-n', { hasText: new RegExp(`^${day}$`) }) });
      await expect(cell.getByRole('link', { name: event.title })).toBeVisible();
    }

    await page.getByRole('link', { name: `Previous month, ${monthLabel(month)}` }).click();
    await page.getByRole('link', { name: `Previous month, ${monthLabel(shiftMonth(month, -1))}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: monthLabel(shiftMonth(month, -1)), exact: true })).toBeVisible();
    await expect(monthListLinks(page)).toHaveText(
      events.filter((event) => event.date.startsWith(shiftMonth(month, -1))).map((event) => event.title),
    );
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: monthLabel(month), exact: true })).toBeVisible();
  });

  // Each type filter's events are tests/unit/event-pages.test.ts's ("calendar: filters by board,
  // type and search"): here the board picker keeps the month, and the badge a premium event wears.
  test('type and board filters apply to the month grid and list', async ({ page, request }) => {
    const events = await apiEvents(request);
    const month = busiestMonth(events);
    const ofMonth = events.filter((event) => event.date.startsWith(month));
    const free = ofMonth.filter((event) => event.price === null).map((event) => event.title);
    await page.goto(`/events?view=calendar&month=${month}&type=free`);
    await expect(monthListLinks(page)).toHaveText(free);
    await expect(page.getByRole('table').locator('a.cal-ev')).toHaveCount(free.length);
    const board = ofMonth[0].communityBoard!.number;
    await page.goto(`/events?view=calendar&month=${month}`);
    await page.getByRole('combobox', { name: 'Community board' }).selectOption(String(board));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`board=${board}`));
    await expect(page).toHaveURL(new RegExp(`month=${month}`));
    await expect(monthListLinks(page)).toHaveText(
      ofMonth.filter((event) => event.communityBoard?.number === board).map((event) => event.title),
    );
    // Premium events carry the badge in the month list (in the busiest month when it has one, else in a premium event's month).
    const premium = ofMonth.find((event) => event.isPremium) ?? events.find((event) => event.isPremium);
    expect(premium, 'the seed has a premium event').toBeDefined();
    await page.goto(`/events?view=calendar&month=${premium!.date.slice(0, 7)}&type=premium`);
    await expect(monthList(page).getByRole('listitem').filter({ hasText: premium!.title }).last()).toContainText('Premium');
  });

  test('says No Events This Month for an empty month', async ({ page }) => {
    await page.goto('/events?view=calendar&month=2150-06');
    await expect(page.getByRole('heading', { level: 2, name: 'June 2150', exact: true })).toBeVisible();
    await expect(page.getByText('No Events This Month')).toBeVisible();
    await expect(page.getByRole('table').locator('a.cal-ev')).toHaveCount(0);
  });

  test('with JavaScript, month links and filters update in place and keep keyboard focus', async ({ page, request }) => {
    const events = await apiEvents(request);
    const month = currentMonth();
    await page.goto('/events?view=calendar');
    await hydrated(page, '#cal-title');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const next = page.getByRole('link', { name: `Next month, ${monthLabel(shiftMonth(month, 1))}` });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: monthLabel(shiftMonth(month, 1)), exact: true })).toBeVisible();
    // Focus stays on the month link, so Enter again moves on another month.
    await expect(page.locator('#cal-next')).toBeFocused();
    await page.keyboard.press('Enter');
    const twoAhead = shiftMonth(month, 2);
    await expect(page.getByRole('heading', { level: 2, name: monthLabel(twoAhead), exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`month=${twoAhead}`));
    // A board choice applies at once in the calendar.
    const ofMonth = events.filter((event) => event.date.startsWith(twoAhead));
    const board = ofMonth[0]?.communityBoard?.number ?? 10;
    const boardPicker = page.getByRole('combobox', { name: 'Community board' });
    await boardPicker.focus();
    await boardPicker.selectOption(String(board));
    await expect(page).toHaveURL(new RegExp(`board=${board}`));
    await expect(boardPicker).toBeFocused();
    await expect(boardPicker).toHaveValue(String(board));
    await expect(monthListLinks(page)).toHaveText(
      ofMonth.filter((event) => event.communityBoard?.number === board).map((event) => event.title),
    );
    await expect(page.locator('#cal-live')).toContainText(`in ${monthLabel(twoAhead)}`);
    // No full page load happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

test.describe('a busy day', () => {
  // Five events on 10 February 2021 (7pm to 11pm New York time, 00:00-04:00 UTC the next day), in
  // the suite's database: a month long past that no other spec reads. Which three a cell shows and
  // the count of the rest are tests/unit/event-pages.test.ts's; the link to the day is shown here.
  test.beforeAll(async () => {
    const client = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
    const stored = await client.execute("select count(*) as n from events where title like 'Busy night act %'");
    for (let i = Number(stored.rows[0].n); i < 5; i++) {
      await client.execute({
        sql: 'insert into events (title, description, starts_at, location, community_board_id, price_cents) values (?, ?, ?, ?, 10, ?)',
        args: [`Busy night act ${i + 1}`, 'One of five acts.', Date.parse(`2021-02-11T0${i}:00:00Z`), 'Lenox Ave', i === 0 ? 1500 : null],
      });
    }
    client.close();
  });

  test('shows three events in the day cell and +2 more leading to the day in the month list', async ({ page }) => {
    await page.goto('/events?view=calendar&month=2021-02');
    const cell = page
      .getByRole('table')
      .locator('td')
      .filter({ has: page.locator('.cal-n', { hasText: /^10$/ }) })
      .first();
    await expect(cell.locator('a.cal-ev')).toHaveText(['7:00 PM Busy night act 1', '8:00 PM Busy night act 2', '9:00 PM Busy night act 3']);
    const more = cell.getByRole('link', { name: '2 more events on Wed, Feb 10' });
    await expect(more).toHaveText('+2 more');
    await more.click();
    await expect(page).toHaveURL(/#d-2021-02-10$/);
    const day = page.locator('#d-2021-02-10');
    await expect(day.getByRole('heading')).toHaveText('Wed, Feb 10');
    await expect(day.getByRole('link')).toHaveText([1, 2, 3, 4, 5].map((n) => `Busy night act ${n}`));
    await expect(day).toBeInViewport();
    await expect(day.getByRole('listitem').first()).toContainText('$15.00');
    await expect(day.getByRole('listitem').nth(1)).toContainText('Free');
  });
});

test.describe('event page', () => {
  test('shows the details, Register, the venue map and schema.org Event data', async ({ page, request }) => {
    const upcoming = upcomingOf(await apiEvents(request));
    const event = upcoming.find((candidate) => candidate.businessId !== null && candidate.price !== null && candidate.endTime)!;
    const host = await (await request.get(`/api/businesses/${event.businessId}`)).json();
    const response = await page.goto(`/events/${event.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${event.title} | Harlem`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
    const [year, month, day] = event.date.split('-').map(Number);
    const facts = page.locator('dl');
    await expect(facts).toContainText(`${MONTHS[month - 1]} ${day}, ${year}`);
    const clock = (time: string) => {
      const [hour, minute] = time.split(':').map(Number);
      return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
    };
    await expect(facts).toContainText(`${clock(event.startTime)} – ${clock(event.endTime!)}`);
    await expect(facts).toContainText(`$${Number(event.price).toFixed(2)}`);
    await expect(facts).toContainText(event.location!);
    await expect(page.getByRole('link', { name: host.name, exact: true })).toHaveAttribute('href', `/business/${host.id}`);
    await expect(page.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute('href', `/events/${event.id}/register`);
    await expect(page.locator('main .location-map')).toHaveCount(1);
    await expect(page.locator(`main a.badge.board`)).toHaveText(`CB ${event.communityBoard!.number} · ${event.communityBoard!.name}`);

    const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      offers: { '@type': 'Offer', price: await allInPriceOf(event), priceCurrency: 'USD' },
      location: { '@type': 'Place', name: host.name },
      organizer: { name: host.name },
    });
    expect(jsonLd.startDate).toMatch(new RegExp(`^${event.date}T${event.startTime}:00-0[45]:00$`));
    expect(Date.parse(jsonLd.startDate)).toBe(Date.parse(event.startsAt));
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', /^http.*\.(svg|png|jpe?g|webp|avif)$/);
    await expect(page.locator('head meta[property="og:image"]')).not.toHaveAttribute('content', /fallback/);
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', `${event.title} | Harlem`);
  });

  test('a premium event shows the Premium Event badge', async ({ page, request }) => {
    const premium = upcomingOf(await apiEvents(request)).find((event) => event.isPremium)!;
    await page.goto(`/events/${premium.id}`);
    await expect(page.locator('main').getByText('Premium Event', { exact: true })).toBeVisible();
  });

  test('Add to calendar downloads a valid iCalendar file', async ({ page, request }) => {
    const event = upcomingOf(await apiEvents(request)).find((candidate) => candidate.endsAt)!;
    await page.goto(`/events/${event.id}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add to calendar' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
    const text = readFileSync((await download.path())!, 'utf8');
    const lines = text.split('\r\n');
    const unfolded = text.replace(/\r\n /g, '').split('\r\n');
    const utc = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(unfolded).toContain('BEGIN:VEVENT');
    expect(unfolded).toContain(`DTSTART:${utc(event.startsAt)}`);
    expect(unfolded).toContain(`DTEND:${utc(event.endsAt!)}`);
    expect(unfolded).toContain(`SUMMARY:${event.title.replace(/([,;])/g, '\\$1')}`);
    expect(unfolded.some((line) => /^UID:event-\d+@/.test(line))).toBe(true);
    expect(unfolded.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    const pageUrl = new URL(`/events/${event.id}`, page.url()).href;
    expect(unfolded.some((line) => line === `URL:${pageUrl}` || line === `URL;VALUE=URI:${pageUrl}`)).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const response = await request.get(`/events/${event.id}.ics`);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"$/);
    expect((await request.get('/events/999999.ics')).status()).toBe(404);
    expect((await request.get('/events/abc.ics')).status()).toBe(404);
  });

  test('an unknown or malformed id is a 404 Event Not Found page', async ({ page }) => {
    for (const path of ['/events/999999', '/events/abc', '/events/0', '/events/12abc']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveTitle('Event Not Found | Harlem');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Not Found');
      await expect(page.getByText("The event you're looking for doesn't exist.")).toBeVisible();
    }
    await page.getByRole('link', { name: 'Browse Events' }).click();
    await expect(page).toHaveURL('/events');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the list filters, calendar navigation and event pages all work', async ({ page, request }) => {
    const events = await apiEvents(request);
    const upcoming = upcomingOf(events);
    await page.goto('/events');
    await page.getByRole('combobox', { name: 'Community board' }).selectOption('10');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/board=10/);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(
      upcoming
        .filter((event) => event.communityBoard?.number === 10)
        .slice(0, BOARD_PAGE)
        .map((event) => event.title),
    );

    await page.getByRole('link', { name: 'Calendar', exact: true }).click();
    const month = currentMonth();
    await expect(page.getByRole('heading', { level: 2, name: monthLabel(month), exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Community board' }).selectOption('');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('free');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`view=calendar.*month=${month}`));
    await page.getByRole('link', { name: /^Next month/ }).click();
    const next = shiftMonth(month, 1);
    await expect(page.getByRole('heading', { level: 2, name: monthLabel(next), exact: true })).toBeVisible();
    await expect(page).toHaveURL(/type=free/);
    await expect(monthListLinks(page)).toHaveText(
      events.filter((event) => event.date.startsWith(next) && event.price === null).map((event) => event.title),
    );

    await monthListLinks(page).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
    expect(await page.locator('main .location-map').count()).toBe(1);
  });
});

test.describe('on a phone', () => {
  test('the calendar, the list and an event page fit 390 px @phone', async ({ page, request }) => {
    const upcoming = upcomingOf(await apiEvents(request));
    for (const path of ['/events', '/events?view=calendar', `/events/${upcoming[0].id}`]) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    await page.goto('/events?view=calendar');
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const box = (await table.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(page.getByRole('link', { name: /^Next month/ })).toBeVisible();
    await page.getByRole('link', { name: /^Next month/ }).tap();
    await expect(page.getByRole('heading', { level: 2, name: monthLabel(shiftMonth(currentMonth(), 1)), exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'List', exact: true }).tap();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});
