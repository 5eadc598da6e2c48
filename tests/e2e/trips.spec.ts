import type { APIRequestContext, Page } from '@playwright/test';
import { createClient, type Client } from '@libsql/client';
import { openIntervals } from '#lib/server/businesses/opening-hours.ts';
import { newYorkTimeToInstant } from '#lib/domain/time.ts';
import { useOwnServer } from '../helpers/server.ts';
import { expect, hydrated, storeMember, test, uniqueEmail } from './fixtures.ts';

// Expectations come from the public API and the page itself: the seed places events relative to
// the server's start day, so dates are worked out here, in New York time, independently.
const nyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const addDays = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

type ApiEvent = {
  id: number;
  title: string;
  date: string;
  startTime: string;
  endTime: string | null;
  startsAt: string;
  isPremium: boolean;
};
async function upcomingEvents(request: APIRequestContext): Promise<ApiEvent[]> {
  const events = (await (await request.get('/api/events')).json()) as ApiEvent[];
  return events.filter((event) => Date.parse(event.startsAt) >= Date.now() && !event.isPremium);
}

/** The plan as the page shows it: each stop and event with its link, in order. */
async function planStops(page: Page): Promise<{ name: string; href: string }[]> {
  return page
    .locator('#plan [data-pick] h5 a')
    .evaluateAll((links) => links.map((link) => ({ name: link.textContent!.trim(), href: link.getAttribute('href')! })));
}

/** Opens the planner and waits for its island, so a click is not lost to hydration. */
async function openPlanner(page: Page, address = '/trip-planner'): Promise<void> {
  await page.goto(address);
  await hydrated(page, page.locator('.trip-choice').first());
}

const generate = (page: Page) => page.getByRole('button', { name: 'Generate Itinerary' });

/** For each preference card: its label, the room between the label's text and the card's right edge, its lines and words. */
function labelRoom(page: Page) {
  return page.locator('.trip-choice').evaluateAll((cards) =>
    cards.map((card) => {
      const text = card.querySelector('strong')!;
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      return {
        label: text.textContent,
        room: card.getBoundingClientRect().right - range.getBoundingClientRect().right,
        lines,
        words: text.textContent!.trim().split(/\s+/).length,
      };
    }),
  );
}

test.describe('trip planner', () => {
  test('Generate stays disabled until a duration and an interest are chosen; the plan replaces the popular itineraries', async ({
    page,
  }) => {
    await openPlanner(page);
    await expect(page.getByRole('heading', { name: 'Popular Itineraries' })).toBeVisible();
    await expect(generate(page)).toBeDisabled();
    await page.getByRole('radio', { name: /Weekend/ }).check();
    await expect(generate(page)).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Food & Dining' }).check();
    await expect(generate(page)).toBeEnabled();
    await page.getByRole('checkbox', { name: 'Food & Dining' }).uncheck();
    await expect(generate(page)).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Music & Jazz' }).check();
    await page.getByRole('combobox', { name: 'Budget per person per day' }).selectOption('premium');
    await page.getByRole('combobox', { name: 'Group size' }).selectOption('small-group');
    await generate(page).click();

    await expect(page).toHaveURL(
      new RegExp(`/trip-planner\\?duration=weekend&interests=music&budget=premium&group=small-group&start=${nyToday()}#plan$`),
    );
    await expect(page.getByRole('heading', { name: 'Your Harlem Itinerary' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular Itineraries' })).toHaveCount(0);
    await expect(page.locator('#plan .plan-summary')).toHaveText('Weekend · Music & Jazz · Premium ($150–300) · Small Group (3-6)');
    // Two days, each with morning, afternoon and evening; the form keeps the choices.
    await expect(page.locator('.trip-day h3')).toHaveCount(2);
    await expect(page.locator('.trip-day').first().locator('h4')).toHaveText([
      /^Morning 9:00 AM – 12:00 PM/,
      /^Afternoon 12:00 PM – 5:00 PM/,
      /^Evening 5:00 PM – 10:00 PM/,
    ]);
    await expect(page.getByRole('radio', { name: /Weekend/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Music & Jazz' })).toBeChecked();
    await expect(page.getByText(/About \$[\d,.]+–\$[\d,.]+ for 3–6 people|About \$[\d,.]+ or more for 3–6 people/)).toBeVisible();
  });

  test("a plan's address is the plan: loading the shared link shows the same stops", async ({ page, browser }) => {
    await openPlanner(page);
    await page.getByRole('radio', { name: /Full Day/ }).check();
    await page.getByRole('checkbox', { name: 'History' }).check();
    await page.getByRole('checkbox', { name: 'Architecture' }).check();
    await generate(page).click();
    await expect(page.getByRole('heading', { name: 'Your Harlem Itinerary' })).toBeVisible();
    const stops = await planStops(page);
    expect(stops.length).toBeGreaterThanOrEqual(6);

    const shared = await page.getByRole('textbox', { name: /Share this plan/ }).inputValue();
    expect(shared).toBe(page.url().replace(/#plan$/, ''));
    // Someone else opens the link in a fresh browser.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(shared);
    expect(await planStops(otherPage)).toEqual(stops);
    await other.close();
  });

  test("copy link copies the plan's address", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPlanner(page, `/trip-planner?duration=half-day&interests=outdoor&budget=budget&group=solo&start=${nyToday()}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await page.getByRole('textbox', { name: /Share this plan/ }).inputValue(),
    );
  });

  test("every stop links to its business page and every event to its event page; events fall on the plan's dates", async ({
    page,
    request,
  }) => {
    // Start on the first day with an upcoming public event, so the plan has some.
    const events = await upcomingEvents(request);
    const start = events.map((event) => event.date).sort()[0];
    const window = [start, addDays(start, 1), addDays(start, 2)];
    await page.goto(
      `/trip-planner?duration=extended&interests=food&interests=culture&interests=history&interests=music&interests=shopping&interests=outdoor&interests=architecture&interests=family&budget=luxury&group=couple&start=${start}`,
    );
    const stops = await planStops(page);
    const places = stops.filter((stop) => stop.href.startsWith('/business/'));
    const chosenEvents = stops.filter((stop) => stop.href.startsWith('/events/'));
    expect(places).toHaveLength(18);
    expect(places.every((stop) => /^\/business\/\d+$/.test(stop.href))).toBe(true);
    expect(new Set(places.map((stop) => stop.href)).size).toBe(places.length);
    expect(chosenEvents.length).toBeGreaterThanOrEqual(1);
    expect(chosenEvents.length).toBeLessThanOrEqual(3);
    for (const chosen of chosenEvents) {
      expect(chosen.href).toMatch(/^\/events\/\d+$/);
      const event = (await (await request.get(`/api${chosen.href}`)).json()) as ApiEvent;
      expect(event.title).toBe(chosen.name);
      expect(window).toContain(event.date);
    }
    // Descriptions are cut to 100 characters.
    await expect(page.locator('#plan .trip-desc')).not.toHaveCount(0);
    for (const text of await page.locator('#plan .trip-desc').allTextContents()) expect(text.trim().length).toBeLessThanOrEqual(100);
    // Every stop shows its street address, so a printed plan finds the place.
    for (const stop of places) {
      const business = (await (await request.get(`/api${stop.href.replace('/business/', '/businesses/')}`)).json()) as { address: string };
      expect(business.address).toBeTruthy();
      await expect(page.locator(`#plan [data-pick="business-${stop.href.split('/').pop()}"] .trip-address`)).toHaveText(
        `Address: ${business.address}`,
      );
    }
    // Walks are in minutes, or in miles when the subway is quicker; never in kilometres.
    const walks = await page.locator('#plan .trip-walk').allTextContents();
    expect(walks.length).toBeGreaterThan(0);
    for (const walk of walks)
      expect(walk.trim()).toMatch(
        /^About \d+ min walk from the previous stop$|^About \d+\.\d mi from the previous stop: the subway or a bus is quicker$/,
      );
    await expect(page.locator('#plan')).not.toContainText(/\bkm\b/);

    // The links lead to the real pages.
    await page.getByRole('link', { name: places[0].name, exact: true }).click();
    await expect(page).toHaveURL(places[0].href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(places[0].name);
    await page.goBack();
    await page.getByRole('link', { name: chosenEvents[0].name, exact: true }).first().click();
    await expect(page).toHaveURL(chosenEvents[0].href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosenEvents[0].name);
  });

  test('a popular itinerary opens its full plan, with the stops its card names', async ({ page }) => {
    await openPlanner(page);
    const cards = page.locator('.popular-card');
    await expect(cards).toHaveCount(4);
    const card = cards.first();
    const title = (await card.getByRole('heading').textContent())!.trim();
    const named = (await card.locator('.popular-stops').textContent())!
      .replace('Stops include', '')
      .replace(/ and \d+ more$/, '')
      .trim()
      .split(' · ');
    await card.getByRole('link', { name: `See the full plan: ${title}` }).click();
    await expect(page).toHaveURL(/\/trip-planner\?duration=/);
    const stops = (await planStops(page)).filter((stop) => stop.href.startsWith('/business/')).map((stop) => stop.name);
    expect(stops.slice(0, named.length)).toEqual(named);
  });

  test('a Monday plan has no place closed on Monday, and each stop says why it fits @phone', async ({ page }) => {
    // The coming Monday, New York time.
    const today = nyToday();
    const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
    const monday = addDays(today, (8 - weekday) % 7);
    const interests = ['food', 'culture', 'history', 'music', 'shopping', 'outdoor', 'architecture', 'family']
      .map((id) => `interests=${id}`)
      .join('&');
    await page.goto(`/trip-planner?duration=full-day&${interests}&budget=luxury&group=couple&start=${monday}`);
    await expect(page.locator('.trip-day h3')).toHaveText([/^Day 1 · Monday,/]);
    const stops = await page.locator('#plan [data-pick^="business-"]').evaluateAll((items) =>
      items.map((item) => ({
        id: Number(item.getAttribute('data-pick')!.replace('business-', '')),
        block: item.closest('section')!.querySelector('h4')!.id.split('-').at(-1) as 'morning' | 'afternoon' | 'evening',
        why: item.querySelector('.trip-why')!.textContent!,
      })),
    );
    expect(stops.length).toBeGreaterThanOrEqual(5);
    const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
    try {
      const BLOCK_HOURS = { morning: ['09:00', '12:00'], afternoon: ['12:00', '17:00'], evening: ['17:00', '22:00'] } as const;
      for (const stop of stops) {
        const [row] = (await db.execute({ sql: 'select name, opening_hours from businesses where id = ?', args: [stop.id] })).rows;
        const hours = row.opening_hours as string | null;
        if (!hours) {
          expect(stop.why, String(row.name)).toContain('Hours not listed: check before you go');
          continue;
        }
        // Checked with the opening_hours library itself, not with the guide's stored opening times.
        const [from, to] = BLOCK_HOURS[stop.block];
        const open = openIntervals(hours, newYorkTimeToInstant(monday, from), newYorkTimeToInstant(monday, to)) ?? [];
        const minutes = open.reduce((sum, interval) => sum + (interval.closesAt.getTime() - interval.opensAt.getTime()) / 60_000, 0);
        expect(minutes, `${row.name} (${hours}) in the ${stop.block}`).toBeGreaterThanOrEqual(60);
        expect(stop.why, String(row.name)).toMatch(/Open .* on Monday/);
      }
      // Places the seed keeps closed on Mondays are nowhere in the plan.
      const listed = (await db.execute('select id, opening_hours from businesses where opening_hours is not null')).rows;
      const closedMonday = listed
        .filter(
          (row) =>
            (openIntervals(String(row.opening_hours), newYorkTimeToInstant(monday), newYorkTimeToInstant(addDays(monday, 1))) ?? [null])
              .length === 0,
        )
        .map((row) => Number(row.id));
      expect(closedMonday.length).toBeGreaterThan(0);
      expect(stops.filter((stop) => closedMonday.includes(stop.id))).toEqual([]);
    } finally {
      db.close();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a member saves a plan to My Trips, opens it from the dashboard and removes it; a visitor signs in first', async ({ page }) => {
    const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
    const member = await storeMember(db, 'Planner');
    db.close();
    const planPath = `/trip-planner?duration=full-day&interests=history&interests=music&budget=moderate&group=couple&start=${addDays(nyToday(), 2)}`;

    // Signed out, Save leads to sign-in and back to the plan.
    await openPlanner(page, planPath);
    await page.getByRole('button', { name: 'Save to My Trips' }).click();
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(`${planPath}#plan`)}`);
    await expect(page.getByRole('status').filter({ hasText: 'Login Required' })).toContainText('Please log in to save itineraries.');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your Harlem Itinerary' })).toBeVisible();
    await page.getByRole('button', { name: 'Save to My Trips' }).click();
    await expect(page.getByText('Itinerary saved')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${planPath.replace(/[?]/g, '\\?')}#plan$`));
    // Saving it again keeps one copy.
    await page.getByRole('button', { name: 'Save to My Trips' }).click();
    await expect(page.getByText('This itinerary is already in your dashboard')).toBeVisible();

    await page.goto('/dashboard#my-trips');
    const panel = page.getByRole('tabpanel', { name: 'My Trips (1)' });
    await expect(panel.locator('.dash-trips').getByRole('heading', { level: 3 })).toHaveText(['Full Day · History, Music & Jazz']);
    await expect(panel).toContainText('Full Day · History, Music & Jazz · Moderate ($50–150) · Couple');
    const stops = await (async () => {
      await panel.getByRole('link', { name: 'Full Day · History, Music & Jazz' }).click();
      await expect(page.getByRole('heading', { name: 'Your Harlem Itinerary' })).toBeVisible();
      return planStops(page);
    })();
    expect(stops.length).toBeGreaterThanOrEqual(4);

    await page.goto('/dashboard#my-trips');
    await page.getByRole('button', { name: 'Remove Full Day · History, Music & Jazz' }).click();
    await expect(page.getByText('Itinerary removed')).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'My Trips (0)' })).toContainText('No saved itineraries');
  });

  test('a half day plans the morning only, and its events fall between 9 and 12', async ({ page, request }) => {
    // Start on the first day with an upcoming public event that fits the morning (starts by noon, ends by noon), so the plan has one.
    const morning = (await upcomingEvents(request)).filter(
      (event) => event.startTime >= '09:00' && event.startTime < '12:00' && (event.endTime ?? event.startTime) <= '12:00',
    );
    const start = morning.map((event) => event.date).sort()[0];
    expect(start, 'the seed has an upcoming morning event').toBeDefined();
    await page.goto(
      `/trip-planner?duration=half-day&interests=food&interests=culture&interests=history&interests=music&interests=shopping&interests=outdoor&interests=architecture&interests=family&budget=luxury&group=couple&start=${start}`,
    );
    await expect(page.locator('.trip-day')).toHaveCount(1);
    await expect(page.locator('.trip-day h4')).toHaveText([/^Morning 9:00 AM – 12:00 PM$/]);
    await expect(page.locator('#plan .trip-pick')).toHaveCount(2);
    await expect(page.locator('#plan .trip-event-kind')).not.toHaveCount(0);
    for (const kind of await page.locator('#plan .trip-event-kind').allTextContents()) {
      expect(kind).toMatch(/^Event · (9|10|11):\d\d AM/);
    }
  });

  test('the popular Brownstones & Landmarks half day is a short morning walk with addresses', async ({ page }) => {
    await openPlanner(page);
    await page.getByRole('link', { name: 'See the full plan: Brownstones & Landmarks' }).click();
    await expect(page).toHaveURL(/duration=half-day&interests=architecture/);
    await expect(page.locator('.trip-day h4')).toHaveText([/^Morning/]);
    const picks = page.locator('#plan .trip-pick');
    await expect(picks).toHaveCount(2);
    await expect(picks.locator('.trip-address')).toHaveText([/^Address: .+, New York, NY \d{5}$/, /^Address: .+, New York, NY \d{5}$/]);
    await expect(picks.nth(1).locator('.trip-walk')).toHaveText(/^About \d+ min walk from the previous stop$/);
  });

  test('an anchored plan heading is not hidden under the sticky header', async ({ page }) => {
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/trip-planner?duration=full-day&interests=food&budget=moderate&group=couple&start=${nyToday()}#plan`);
      const header = (await page.locator('.site-header').boundingBox())!;
      const heading = (await page.getByRole('heading', { name: 'Your Harlem Itinerary' }).boundingBox())!;
      expect(await page.evaluate(() => window.scrollY), `${width}`).toBeGreaterThan(0);
      expect(heading.y, `${width}`).toBeGreaterThanOrEqual(header.y + header.height);
      expect(heading.y, `${width}`).toBeLessThan(header.y + header.height + 40);
    }
  });

  test('interest labels stay inside their cards at 1024 and 1280 px', async ({ page }) => {
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openPlanner(page);
      const gaps = await labelRoom(page);
      expect(gaps.length, `${width}`).toBe(12);
      // At least the card's inner padding (and border) between every label and the card's edge,
      // and no word broken over two lines.
      for (const gap of gaps) {
        expect(gap.room, `${gap.label} at ${width}`).toBeGreaterThanOrEqual(8);
        expect(gap.lines, `${gap.label} at ${width}`).toBeLessThanOrEqual(gap.words);
      }
    }
  });

  test('printing shows the plan alone: no header, footer, form or buttons', async ({ page }) => {
    await page.goto(`/trip-planner?duration=full-day&interests=food&budget=moderate&group=couple&start=${nyToday()}`);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#trip-form')).toBeHidden();
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('textbox', { name: /Share this plan/ })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Your Harlem Itinerary' })).toBeVisible();
    await expect(page.locator('.trip-day').first()).toBeVisible();
    // The plan uses the page's full width once the form is gone.
    const width = (await page.locator('#plan').boundingBox())!.width;
    expect(width).toBeGreaterThan(800);
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('#trip-form')).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server explains what is missing, and a complete form gives a shareable plan', async ({ page }) => {
      await page.goto('/trip-planner');
      await expect(generate(page)).toBeEnabled();
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.url().includes('/trip-planner?')),
        generate(page).click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page.locator('#trip-duration-error')).toHaveText('Please choose a duration');
      await expect(page.locator('#trip-interests-error')).toHaveText('Please choose at least one interest');
      await expect(page.getByRole('group', { name: 'Duration' })).toHaveAttribute('aria-describedby', 'trip-duration-error');

      // One of the two chosen: only the other message remains, and the choice is kept.
      await page.getByRole('checkbox', { name: 'Family Friendly' }).check();
      await generate(page).click();
      await expect(page.locator('#trip-duration-error')).toHaveText('Please choose a duration');
      await expect(page.locator('#trip-interests-error')).toHaveCount(0);
      await expect(page.getByRole('checkbox', { name: 'Family Friendly' })).toBeChecked();

      await page.getByRole('radio', { name: /Half Day/ }).check();
      await generate(page).click();
      await expect(page.getByRole('heading', { name: 'Your Harlem Itinerary' })).toBeVisible();
      // A half day (4 hours) is the morning alone: 9 to 12, two stops.
      await expect(page.locator('.trip-day h4')).toHaveText([/^Morning 9:00 AM – 12:00 PM/]);
      await expect(page.locator('#plan .trip-pick')).toHaveCount(2);
      // Without JavaScript the address field is the way to share; the script-only buttons stay hidden.
      await expect(page.getByRole('textbox', { name: /Share this plan/ })).toHaveValue(
        /\/trip-planner\?duration=half-day&interests=family&budget=moderate&group=couple&start=\d{4}-\d{2}-\d{2}$/,
      );
      await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    });
  });
});

// ---- Partner program: a server of its own, so its database and rate limits are these tests' alone.

type StoredApplication = Record<string, string | number | null>;
async function applicationsFrom(db: Client, email: string): Promise<StoredApplication[]> {
  const result = await db.execute({
    sql: 'select business_name, contact_name, email, phone, address, business_type, description, website, partnership_level, community_board_id, status from partnership_applications where email = ? order by id',
    args: [email],
  });
  const mails = await db.execute({
    sql: "select count(*) as n from mail_outbox where to_address = ? and kind = 'partnership_application'",
    args: [email],
  });
  return result.rows.map((row) => ({ ...Object.fromEntries(Object.entries(row)), mails: Number(mails.rows[0].n) }) as StoredApplication);
}
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('partner program', () => {
  test.describe.configure({ mode: 'default' });
  const own = useOwnServer('trips-partners');
  test.use({ baseURL: own.base });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('each rule gives its message next to its field, and the values are kept', async ({ page }) => {
      await page.goto('/partner-program');
      await expect(page.getByRole('heading', { name: 'Partnership levels' })).toBeVisible();
      for (const [level, price] of [
        ['Basic', '$200.00 per year'],
        ['Premium', '$1,000.00 per year'],
        ['Platinum', '$2,500.00 per year'],
        ['Diamond', '$5,000.00 per year'],
      ]) {
        await expect(
          page.locator('.level', { has: page.getByRole('heading', { name: level, exact: true }) }).locator('.level-price'),
        ).toHaveText(price);
      }
      await expect(page.getByRole('radio', { name: /Basic/ })).toBeChecked();
      await expect(page.getByRole('combobox', { name: 'Community board' }).locator('option')).toHaveText([
        'Select a community board',
        'CB 9 - Hamilton Heights',
        'CB 10 - Central Harlem',
        'CB 11 - East Harlem',
        'CB 12 - Washington Heights',
      ]);
      await expect(page.getByRole('combobox', { name: 'Business type' }).locator('option')).toHaveCount(13);

      const submit = async () => {
        const [response] = await Promise.all([
          page.waitForResponse((answer) => answer.request().method() === 'POST' && answer.url().includes('/partner-program')),
          page.getByRole('button', { name: 'Submit Application' }).click(),
        ]);
        return response.status();
      };
      expect(await submit()).toBe(400);
      const messages: [string, string][] = [
        ['businessName', 'Business name is required'],
        ['contactName', 'Contact name is required'],
        ['email', 'Valid email is required'],
        ['phone', 'Valid phone number is required'],
        ['address', 'Address is required'],
        ['businessType', 'Business type is required'],
        ['description', 'Please provide a detailed description (minimum 20 characters)'],
        ['communityBoardId', 'Community board selection is required'],
      ];
      for (const [field, message] of messages) {
        await expect(page.locator(`#pf-${field}-error`)).toHaveText(message);
        await expect(page.locator(`#pf-${field}`)).toHaveAttribute('aria-invalid', 'true');
        await expect(page.locator(`#pf-${field}`)).toHaveAttribute('aria-describedby', new RegExp(`pf-${field}-error`));
      }
      await expect(page.getByRole('alert').first()).toContainText('Application Failed');

      // Wrong formats, with the other fields filled: only the format messages, everything kept.
      await textbox(page, 'Business name').fill('Sugar Hill Ceramics');
      await textbox(page, 'Contact name').fill('Imani Brooks');
      await textbox(page, 'Email').fill('imani@');
      await textbox(page, 'Phone').fill('555-0199');
      await textbox(page, 'Business address').fill('409 Edgecombe Ave, New York, NY 10032');
      await page.getByRole('combobox', { name: 'Business type' }).selectOption('Art Gallery/Museum');
      await page.getByRole('combobox', { name: 'Community board' }).selectOption({ label: 'CB 9 - Hamilton Heights' });
      await textbox(page, 'Website (optional)').fill('not a website');
      await textbox(page, 'About your business').fill('Pottery classes.');
      await page.getByRole('radio', { name: /Platinum/ }).check();
      expect(await submit()).toBe(400);
      await expect(page.locator('.field-error')).toHaveText([
        'Valid email is required',
        'Valid phone number is required',
        'Please enter a valid website URL',
        'Please provide a detailed description (minimum 20 characters)',
      ]);
      await expect(textbox(page, 'Business name')).toHaveValue('Sugar Hill Ceramics');
      await expect(textbox(page, 'Contact name')).toHaveValue('Imani Brooks');
      await expect(textbox(page, 'Email')).toHaveValue('imani@');
      await expect(textbox(page, 'Phone')).toHaveValue('555-0199');
      await expect(textbox(page, 'Business address')).toHaveValue('409 Edgecombe Ave, New York, NY 10032');
      await expect(page.getByRole('combobox', { name: 'Business type' })).toHaveValue('Art Gallery/Museum');
      await expect(page.getByRole('combobox', { name: 'Community board' })).toHaveValue('9');
      await expect(textbox(page, 'Website (optional)')).toHaveValue('not a website');
      await expect(textbox(page, 'About your business')).toHaveValue('Pottery classes.');
      await expect(page.getByRole('radio', { name: /Platinum/ })).toBeChecked();
      expect(await applicationsFrom(own.db(), 'imani@')).toEqual([]);
    });
  });

  test('a complete application is stored as pending, emailed, and the success notice shows', async ({ page }) => {
    const email = uniqueEmail('ada');
    await page.goto('/partner-program');
    await page.getByRole('link', { name: 'Apply for Diamond' }).click();
    await expect(page).toHaveURL('/partner-program?level=diamond#apply');
    await expect(page.getByRole('radio', { name: /Diamond/ })).toBeChecked();
    await textbox(page, 'Business name').fill('Lenox Lantern Books');
    await textbox(page, 'Contact name').fill('Ada Greene');
    await textbox(page, 'Email').fill(email);
    await textbox(page, 'Phone').fill('(212) 555-0142');
    await textbox(page, 'Business address').fill('301 Malcolm X Blvd, New York, NY 10027');
    await page.getByRole('combobox', { name: 'Business type' }).selectOption('Retail Store');
    await page.getByRole('combobox', { name: 'Community board' }).selectOption({ label: 'CB 10 - Central Harlem' });
    await textbox(page, 'Website (optional)').fill('lantern.example');
    await textbox(page, 'About your business').fill('An independent bookshop with readings every Thursday night.');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page).toHaveURL('/partner-program?sent=1#apply');
    await expect(page.locator('#apply-sent')).toHaveText(
      'Partnership Application Submitted – Our team will contact you within 2 business days.',
    );
    // A fresh form for another application.
    await expect(textbox(page, 'Business name')).toHaveValue('');
    expect(await applicationsFrom(own.db(), email)).toEqual([
      {
        business_name: 'Lenox Lantern Books',
        contact_name: 'Ada Greene',
        email,
        phone: '(212) 555-0142',
        address: '301 Malcolm X Blvd, New York, NY 10027',
        business_type: 'Retail Store',
        description: 'An independent bookshop with readings every Thursday night.',
        website: 'https://lantern.example/',
        partnership_level: 'diamond',
        community_board_id: 10,
        status: 'pending',
        mails: 1,
      },
    ]);
  });

  test('the JSON endpoint stores a same-origin application and refuses a cross-origin one', async ({ request }) => {
    const email = uniqueEmail('json');
    const application = {
      businessName: 'Edgecombe Tours',
      contactName: 'Rafael Ortiz',
      email,
      phone: '212-555-0177',
      address: '555 Edgecombe Ave, New York, NY 10032',
      businessType: 'Tours & Experiences',
      description: 'Walking tours of Sugar Hill and the Jumel Terrace district.',
      website: '',
      partnershipLevel: 'premium',
      communityBoardId: 12,
    };
    const refused = await request.post('/api/partnerships/apply', { headers: { origin: 'https://evil.example' }, data: application });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/cross-site|cross-origin/i) });
    const crossSite = await request.post('/api/partnerships/apply', { headers: { 'sec-fetch-site': 'cross-site' }, data: application });
    expect(crossSite.status()).toBe(403);
    expect(await applicationsFrom(own.db(), email)).toEqual([]);

    const accepted = await request.post('/api/partnerships/apply', { headers: { origin: own.base }, data: application });
    expect(accepted.status()).toBe(201);
    expect(await accepted.json()).toMatchObject({ id: expect.any(Number) });
    expect(await applicationsFrom(own.db(), email)).toMatchObject([
      { business_name: 'Edgecombe Tours', partnership_level: 'premium', community_board_id: 12, website: null, status: 'pending' },
    ]);
  });
});

test.describe('on a phone', () => {
  test('the planner, a plan and the partner program fit 390 px @phone', async ({ page }) => {
    await openPlanner(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The form comes first, then the popular itineraries.
    const form = (await page.locator('#trip-form').boundingBox())!;
    const popular = (await page.getByRole('heading', { name: 'Popular Itineraries' }).boundingBox())!;
    expect(popular.y).toBeGreaterThan(form.y + form.height);

    await page.getByRole('radio', { name: /Weekend/ }).check();
    await page.getByRole('checkbox', { name: 'Food & Dining' }).check();
    await generate(page).click();
    await expect(page.getByRole('heading', { name: 'Your Harlem Itinerary' })).toBeInViewport();
    // The heading the address's #plan scrolls to sits below the sticky header, not under it.
    const header = (await page.locator('.site-header').boundingBox())!;
    expect((await page.getByRole('heading', { name: 'Your Harlem Itinerary' }).boundingBox())!.y).toBeGreaterThanOrEqual(
      header.y + header.height,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Choices are comfortable to tap.
    const choice = (await page.locator('.trip-choice').first().boundingBox())!;
    expect(choice.height).toBeGreaterThanOrEqual(44);
    // And their labels stay inside their cards, whole words on one line ("Architecture" included).
    const gaps = await labelRoom(page);
    expect(gaps).toHaveLength(12);
    for (const gap of gaps) {
      expect(gap.room, gap.label!).toBeGreaterThanOrEqual(8);
      expect(gap.lines, gap.label!).toBeLessThanOrEqual(gap.words);
    }

    await page.goto('/partner-program');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
  });
});
