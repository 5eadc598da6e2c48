/**
 * Today, Tonight, This weekend and a range of dates on the events list, on a phone, at a time
 * the test chooses (the local test clock cookie). On a server of its own, so its events (a
 * weekend in 2031: Friday 14 March and the days around it) never change another spec's lists.
 */
import type { Client } from '@libsql/client';
import { expect, signIn, storeMember, test } from './fixtures.ts';
import { useOwnServer } from '../helpers/server.ts';
import type { BrowserContext, Page } from '@playwright/test';
import { newYorkTimeToInstant } from '#lib/domain/time.ts';

const own = useOwnServer('events-when');
test.use({ viewport: { width: 390, height: 844 }, baseURL: own.base });
// One worker for the file: one server, its events stored once.
test.describe.configure({ mode: 'serial' });

let db: Client;
const DESCRIPTION = 'An event of the when spec.';
const ids: Record<string, number> = {};
const EVENTS = [
  { title: 'Spec morning walk', date: '2031-03-14', time: '10:00', ends: '12:00' },
  { title: 'Spec evening set', date: '2031-03-14', time: '20:00', ends: '22:00' },
  { title: 'Spec late jam', date: '2031-03-15', time: '01:00', ends: '03:00' },
  { title: 'Spec Sunday service', date: '2031-03-16', time: '11:00', ends: '13:00' },
  { title: 'Spec Monday lecture', date: '2031-03-17', time: '18:00', ends: '19:30' },
];

test.beforeAll(async () => {
  db = own.db();
  for (const event of EVENTS) {
    const result = await db.execute({
      sql: 'insert into events (title, description, starts_at, ends_at, location, community_board_id) values (?, ?, ?, ?, ?, 10) returning id',
      args: [
        event.title,
        DESCRIPTION,
        newYorkTimeToInstant(event.date, event.time).getTime(),
        newYorkTimeToInstant(event.date, event.ends).getTime(),
        'Lenox Ave',
      ],
    });
    ids[event.title] = Number(result.rows[0].id);
  }
});

const at = (context: BrowserContext, baseURL: string, date: string, time: string) =>
  context.addCookies([{ name: 'guide_clock', value: newYorkTimeToInstant(date, time).toISOString(), url: baseURL }]);

/** The spec's events the list shows, under their day headings. */
async function listed(page: Page): Promise<string[]> {
  const days = page.locator('section.evl');
  const result: string[] = [];
  for (const day of await days.all()) {
    const heading = await day.getByRole('heading', { level: 2 }).textContent();
    for (const title of await day.locator('article h3').allTextContents())
      if (title.startsWith('Spec ')) result.push(`${heading}: ${title}`);
  }
  return result;
}

test('Today, Tonight and This weekend, as links that keep the other filters', async ({ page, context, baseURL }) => {
  await at(context, baseURL!, '2031-03-14', '13:00');
  await page.goto('/events?board=10');
  await page.getByRole('navigation', { name: 'When' }).getByRole('link', { name: 'Today' }).click();
  await expect(page).toHaveURL(/when=today/);
  await expect(page).toHaveURL(/board=10/);
  await expect(page.getByRole('link', { name: 'Today', exact: true })).toHaveAttribute('aria-current', 'page');
  // The morning walk ended at noon.
  expect(await listed(page)).toEqual(['Fri, Mar 14: Spec evening set']);
  await expect(page.locator('[data-summary]')).toContainText('Today');

  await page.getByRole('link', { name: 'Tonight', exact: true }).click();
  expect(await listed(page)).toEqual(['Fri, Mar 14: Spec evening set', 'Sat, Mar 15: Spec late jam']);

  await page.getByRole('link', { name: 'This weekend', exact: true }).click();
  expect(await listed(page)).toEqual(['Fri, Mar 14: Spec evening set', 'Sat, Mar 15: Spec late jam', 'Sun, Mar 16: Spec Sunday service']);

  // After midnight, tonight is still the night that began on Friday; the evening set is over.
  await at(context, baseURL!, '2031-03-15', '00:30');
  await page.goto('/events?when=tonight');
  expect(await listed(page)).toEqual(['Sat, Mar 15: Spec late jam']);

  await page.getByRole('link', { name: 'Any time', exact: true }).click();
  await expect(page).not.toHaveURL(/when=/);
});

test('a range of dates without JavaScript, and dates that cannot be used say why', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 390, height: 844 } });
  await at(context, baseURL!, '2031-03-14', '13:00');
  const page = await context.newPage();
  await page.goto('/events');
  const range = page.getByRole('form', { name: 'Events between two dates' });
  await range.getByLabel('From').fill('2031-03-16');
  await range.getByLabel('To').fill('2031-03-17');
  await range.getByRole('button', { name: 'Show dates' }).click();
  await expect(page).toHaveURL(/from=2031-03-16&to=2031-03-17/);
  expect(await listed(page)).toEqual(['Sun, Mar 16: Spec Sunday service', 'Mon, Mar 17: Spec Monday lecture']);
  await expect(page.locator('[data-summary]')).toContainText('Mar 16 to Mar 17');
  // The search keeps the dates.
  await page.getByLabel('Search events').fill('lecture');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/from=2031-03-16/);
  expect(await listed(page)).toEqual(['Mon, Mar 17: Spec Monday lecture']);

  await page.goto('/events?from=2031-03-17&to=2031-03-16');
  await expect(page.getByRole('status').filter({ hasText: 'The end date is before the start date' })).toBeVisible();
  await page.goto('/events?from=2031-02-30');
  await expect(page.getByRole('status').filter({ hasText: 'That is not a date' })).toBeVisible();
  await context.close();
});

test('a member sees Registered on events they hold, and ended events offer neither Register nor the calendar file', async ({
  page,
  context,
  baseURL,
}) => {
  const member = await storeMember(db, 'Wendell');
  const [{ id: userId }] = (await db.execute({ sql: 'select id from users where email = ?', args: [member.email] })).rows as unknown as {
    id: number;
  }[];
  await db.execute({
    sql: "insert into event_registrations (user_id, event_id, first_name, last_name, email, phone, status) values (?, ?, 'Wendell', 'Tester', ?, '212-555-0100', 'confirmed')",
    args: [userId, ids['Spec evening set'], member.email],
  });
  await signIn(page.request, member);
  await at(context, baseURL!, '2031-03-14', '13:00');
  await page.goto('/events?from=2031-03-14&to=2031-03-15');
  const card = (title: string) => page.locator('article.card').filter({ hasText: title });
  await expect(card('Spec evening set').getByRole('link', { name: '✓ Registered' })).toHaveAttribute('href', '/dashboard#my-events');
  await expect(card('Spec evening set').getByRole('link', { name: /^Register for/ })).toHaveCount(0);
  await expect(card('Spec morning walk')).toContainText('Ended');
  await expect(card('Spec morning walk').getByRole('link', { name: /^Register for/ })).toHaveCount(0);
  await expect(card('Spec late jam').getByRole('link', { name: 'Register for Spec late jam' })).toBeVisible();

  await page.goto(`/events/${ids['Spec evening set']}`);
  await expect(page.getByRole('link', { name: '✓ You are registered' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await page.goto(`/events/${ids['Spec morning walk']}`);
  await expect(page.getByText('This event has ended.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);
});
