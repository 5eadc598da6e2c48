/**
 * Walking tours (issue 16, decision 025): the list and a tour's page with its route, points and
 * TouristTrip data; the follow mode on a phone with a fake location moving along a seeded tour
 * (start, each point reached by arriving, finish, rate), its progress surviving a reload on the
 * account and on the device; the street map on demand, with the server's drawing when tiles fail;
 * and a tour saved for offline opening without a connection.
 */
import { readFileSync } from 'node:fs';
import { createClient, type Client } from '@libsql/client';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, hydrated, signIn, storeMember, test } from './fixtures.ts';

const TILE = readFileSync('tests/fixtures/tile.png');
type Point = { id: number; title: string; latitude: number; longitude: number };

let db: Client;
let sugarHill: { id: number; points: Point[] };
let renaissance: { id: number; points: Point[] };

async function tourNamed(title: string) {
  const id = Number((await db.execute({ sql: 'select id from ar_tours where title = ?', args: [title] })).rows[0].id);
  const rows = (
    await db.execute({
      sql: 'select id, title, latitude, longitude from ar_points where tour_id = ? and is_active = 1 order by order_index',
      args: [id],
    })
  ).rows;
  return {
    id,
    points: rows.map((row) => ({
      id: Number(row.id),
      title: String(row.title),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    })),
  };
}

test.beforeAll(async () => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  sugarHill = await tourNamed('Sugar Hill and Hamilton Heights');
  renaissance = await tourNamed("Harlem Renaissance: 125th Street to Strivers' Row");
});
test.afterAll(() => db.close());
// A walk of six points with a reload and a rating, on a loaded machine.
test.describe.configure({ timeout: 90_000 });

/** About `metres` south of a point (a degree of latitude is about 111 km). */
const southOf = (point: Point, metres: number) => ({ latitude: point.latitude - metres / 111_000, longitude: point.longitude });

const follow = (page: Page) => page.locator('.tour-follow');

/** Opens a tour page and waits for its follow mode to run. */
async function openTour(page: Page, tourId: number) {
  await page.goto(`/tours/${tourId}`);
  await hydrated(page, '.tour-follow');
}

/** Moves the fake location onto a point and expects the walk to count it. */
async function arriveAt(context: BrowserContext, page: Page, point: Point, doneAfter: number, total: number) {
  await context.setGeolocation({ latitude: point.latitude, longitude: point.longitude, accuracy: 5 });
  await expect(follow(page)).toContainText(doneAfter === total ? 'You finished the tour!' : `${doneAfter} of ${total} points done`);
}

test('the list shows each active tour with its length, time, difficulty and points, and links to it from the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Walking Tours' }).click();
  await expect(page).toHaveURL(/\/tours$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Walk Harlem’s history');
  const card = page.locator('.tour-card').filter({ hasText: 'Sugar Hill and Hamilton Heights' });
  await expect(card.locator('dd')).toHaveText(['2.1 mi', '2 hr', 'CB 9', 'Moderate', '6 points']);
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sugar Hill and Hamilton Heights');
});

test('a tour page: facts, access notes, the route drawn with numbered points, each point’s story, TouristTrip, and the 404 of an unknown or retired tour', async ({
  page,
}) => {
  await page.goto(`/tours/${renaissance.id}`);
  await expect(page.locator('.tour-facts dd')).toHaveText(['1.6 mi', '1 hr 30 min', 'Easy', '6 points', 'CB 10']);
  await expect(page.locator('.access-facts li')).toHaveText(['Step-free all the way', 'Benches along the way', 'Restrooms on the route']);
  await expect(page.locator('.tour-access')).toContainText('restrooms at the Schomburg Center');
  const drawing = page.getByRole('img', { name: 'Map of the route with its 6 numbered points' });
  await expect(drawing).toBeVisible();
  await expect(drawing.locator('.route-stop text')).toHaveText(['1', '2', '3', '4', '5', '6']);
  const stops = page.locator('.stops > li');
  await expect(stops.locator('h3')).toHaveText(renaissance.points.map((point, index) => `${index + 1} ${point.title}`));
  await expect(stops.first()).toContainText('Historical context');
  await expect(stops.first()).toContainText('Amateur Night launched Ella Fitzgerald');
  await expect(stops.first()).toContainText('Tree of Hope');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data).toMatchObject({
    '@type': 'TouristTrip',
    name: "Harlem Renaissance: 125th Street to Strivers' Row",
    itinerary: { '@type': 'ItemList', numberOfItems: 6 },
  });
  expect(data.itinerary.itemListElement[0]).toMatchObject({
    position: 1,
    item: { '@type': 'TouristAttraction', name: 'Apollo Theater', geo: { latitude: 40.81003 } },
  });

  for (const path of ['/tours/999999', '/tours/abc']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tour Not Found');
  }
  const retired = Number(
    (await db.execute("insert into ar_tours (title, is_active) values ('Retired Spec Walk', 0) returning id")).rows[0].id,
  );
  expect((await page.goto(`/tours/${retired}`))?.status()).toBe(404);
  expect((await page.goto(`/tours/0${renaissance.id}`))?.url()).toMatch(new RegExp(`/tours/${renaissance.id}$`));
});

test('signed in, a phone follows a tour by location: directions to the next point, each point reached on arrival, progress kept on the account across a reload, then finish and rate @phone', async ({
  page,
  context,
}) => {
  const member = await storeMember(db, 'Walker');
  const userId = Number((await db.execute({ sql: 'select id from users where email = ?', args: [member.email] })).rows[0].id);
  await signIn(page.request, member);
  const points = sugarHill.points;
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...southOf(points[0], 300), accuracy: 5 });

  await openTour(page, sugarHill.id);
  await follow(page).getByRole('button', { name: 'Start tour' }).click();
  await expect(follow(page).locator('.follow-next')).toHaveText(`1 ${points[0].title}`);
  // 300 m south of the first point: it lies to the north, a few minutes away.
  await expect(follow(page).locator('.follow-where')).toHaveText('0.2 mi to the north · about 5 min on foot');
  await expect(follow(page).getByRole('link', { name: 'Directions in your map app' })).toHaveAttribute(
    'href',
    new RegExp(`destination=${points[0].latitude}%2C${points[0].longitude}`),
  );
  await expect(page.locator('[data-route-here]')).toHaveAttribute('visibility', 'visible');

  for (const [index, point] of points.slice(0, 3).entries()) await arriveAt(context, page, point, index + 1, points.length);
  await expect(follow(page).locator('.follow-next')).toHaveText(`4 ${points[3].title}`);
  await expect(page.locator('.route-stop.is-done')).toHaveCount(3);
  await expect
    .poll(
      async () =>
        (
          await db.execute({
            sql: 'select status, completed_points from user_ar_progress where user_id = ? and tour_id = ?',
            args: [userId, sugarHill.id],
          })
        ).rows[0],
    )
    .toMatchObject({ status: 'in_progress', completed_points: JSON.stringify(points.slice(0, 3).map((point) => point.id)) });

  // A reload reopens on the same next point, from the account.
  await page.evaluate(() => localStorage.clear());
  await openTour(page, sugarHill.id);
  await expect(follow(page)).toContainText('3 of 6 points done');
  await expect(follow(page).locator('.follow-next')).toHaveText(`4 ${points[3].title}`);

  for (const [index, point] of points.slice(3).entries()) await arriveAt(context, page, point, index + 4, points.length);
  await expect(follow(page)).toContainText('You reached all 6 points.');
  await expect(follow(page)).toContainText('100 loyalty points were added to your account.');
  const progress = (
    await db.execute({
      sql: 'select status, progress_percent, completed_at from user_ar_progress where user_id = ? and tour_id = ?',
      args: [userId, sugarHill.id],
    })
  ).rows[0];
  expect(progress).toMatchObject({ status: 'completed', progress_percent: 100 });
  expect(progress.completed_at).not.toBeNull();
  expect(
    (
      await db.execute({
        sql: "select points, source_key from loyalty_transactions where user_id = ? and type = 'tour_finished'",
        args: [userId],
      })
    ).rows,
  ).toEqual([expect.objectContaining({ points: 100, source_key: `tour:${sugarHill.id}` })]);

  await follow(page).getByRole('button', { name: 'Send rating' }).click();
  await expect(follow(page).getByRole('radio', { name: '1 star' })).toBeFocused();
  await follow(page).getByRole('radio', { name: '4 stars' }).check();
  await follow(page).getByLabel('Feedback (optional)').fill('The Morris-Jumel Mansion was the best part.');
  await follow(page).getByRole('button', { name: 'Send rating' }).click();
  await expect(follow(page).getByRole('status').first()).toHaveText('Thank you! You rated this tour 4 out of 5.');
  expect(
    (
      await db.execute({
        sql: 'select rating, feedback from user_ar_progress where user_id = ? and tour_id = ?',
        args: [userId, sugarHill.id],
      })
    ).rows[0],
  ).toMatchObject({ rating: 4, feedback: 'The Morris-Jumel Mansion was the best part.' });
  // Still finished and rated after a reload; the points were counted once.
  await openTour(page, sugarHill.id);
  await expect(follow(page)).toContainText('You rated this tour 4 out of 5.');
  expect((await db.execute({ sql: 'select points from loyalty_points where user_id = ?', args: [userId] })).rows[0]).toMatchObject({
    points: 100,
  });
});

test('signed out, with location refused: the tour works by tapping “I’m here”, and the walk is kept on the device across a reload @phone', async ({
  page,
}) => {
  const points = renaissance.points;
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/_actions/')) sent.push(request.url());
  });
  await openTour(page, renaissance.id);
  await follow(page).getByRole('button', { name: 'Start tour' }).click();
  await expect(follow(page).locator('.follow-where')).toHaveText(
    'Location is off for this site. The tour still works: tap “I’m here” when you reach each point.',
  );
  await expect(follow(page)).toContainText('Your progress is kept on this device.');
  await follow(page).getByRole('button', { name: 'I’m here' }).click();
  await expect(follow(page).locator('.follow-next')).toHaveText(`2 ${points[1].title}`);
  await follow(page).getByRole('button', { name: 'I’m here' }).click();
  await expect(follow(page).locator('.follow-next')).toHaveText(`3 ${points[2].title}`);

  await openTour(page, renaissance.id);
  await expect(follow(page)).toContainText('2 of 6 points done');
  await expect(follow(page).locator('.follow-next')).toHaveText(`3 ${points[2].title}`);
  for (let i = 2; i < points.length; i++) await follow(page).getByRole('button', { name: 'I’m here' }).click();
  await expect(follow(page)).toContainText('You finished the tour!');
  await expect(follow(page).getByRole('link', { name: 'Sign in to rate this tour and earn loyalty points' })).toHaveAttribute(
    'href',
    new RegExp(`next=%2Ftours%2F${renaissance.id}`),
  );
  // Nothing went to the server for a visitor.
  expect(sent).toEqual([]);
  await follow(page).getByRole('button', { name: 'Walk it again' }).click();
  await expect(follow(page).locator('.follow-next')).toHaveText(`1 ${points[0].title}`);
});

test('signed in and walking without a connection: the points reached are kept on the device and reach the account when the connection returns @phone', async ({
  page,
  context,
}) => {
  const member = await storeMember(db, 'Offline');
  const userId = Number((await db.execute({ sql: 'select id from users where email = ?', args: [member.email] })).rows[0].id);
  await signIn(page.request, member);
  const points = renaissance.points;
  const stored = async () =>
    (
      await db.execute({
        sql: 'select completed_points from user_ar_progress where user_id = ? and tour_id = ?',
        args: [userId, renaissance.id],
      })
    ).rows[0]?.completed_points ?? null;
  await openTour(page, renaissance.id);
  await follow(page).getByRole('button', { name: 'Start tour' }).click();
  await follow(page).getByRole('button', { name: 'I’m here' }).click();
  await expect.poll(stored).toBe(JSON.stringify([points[0].id]));

  await context.setOffline(true);
  await follow(page).getByRole('button', { name: 'I’m here' }).click();
  await follow(page).getByRole('button', { name: 'I’m here' }).click();
  await expect(follow(page).locator('.follow-next')).toHaveText(`4 ${points[3].title}`);
  expect(await stored()).toBe(JSON.stringify([points[0].id]));
  await context.setOffline(false);
  await expect.poll(stored).toBe(JSON.stringify(points.slice(0, 3).map((point) => point.id)));
});

test('the street map draws the numbered points over tiles on demand; without tiles the server’s drawing stays the map', async ({
  page,
}) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ body: TILE, contentType: 'image/png' }));
  await page.goto(`/tours/${renaissance.id}`);
  await page.getByRole('button', { name: 'Show street map' }).click();
  await expect(page.locator('.tour-pin')).toHaveCount(6);
  await expect(page.locator('.tour-pin').first()).toHaveAttribute('title', `1. ${renaissance.points[0].title}`);
  await expect(page.locator('.route-drawing')).toBeHidden();

  await page.unrouteAll();
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
  await page.goto(`/tours/${renaissance.id}`);
  await page.getByRole('button', { name: 'Show street map' }).click();
  await expect(page.locator('.tour-pin')).toHaveCount(6);
  await expect(page.locator('.route-drawing')).toBeVisible();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a tour saved for offline opens without a connection: its points, their stories and the route drawing @phone', async ({
    page,
    context,
  }) => {
    await page.goto(`/tours/${sugarHill.id}`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await hydrated(page, '.tour-follow');
    await page.getByRole('button', { name: 'Save for offline' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved on this device' })).toBeVisible({ timeout: 20_000 });

    await page.goto('/');
    await context.setOffline(true);
    await page.goto(`/tours/${sugarHill.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sugar Hill and Hamilton Heights');
    await expect(page.locator('.stops > li h3')).toHaveText(sugarHill.points.map((point, index) => `${index + 1} ${point.title}`));
    await expect(page.locator('.stops > li').first()).toContainText('Historical context');
    const drawing = page.getByRole('img', { name: 'Map of the route with its 6 numbered points' });
    await expect(drawing).toBeVisible();
    await expect(drawing.locator('.route-stop')).toHaveCount(6);
    await expect(drawing.locator('.route-line')).toHaveAttribute('points', /^[\d.]+,[\d.]+( [\d.]+,[\d.]+){5}$/);
    // The walk can be followed offline too, point by point, kept on the device.
    await hydrated(page, '.tour-follow');
    await follow(page).getByRole('button', { name: 'Start tour' }).click();
    await follow(page).getByRole('button', { name: 'I’m here' }).click();
    await expect(follow(page).locator('.follow-next')).toHaveText(`2 ${sugarHill.points[1].title}`);
    // The offline page lists it among the saves.
    await page.goto('/neighborhoods/washington-heights');
    await expect(
      page.getByRole('region', { name: 'Saved for offline' }).getByRole('link', { name: 'Sugar Hill and Hamilton Heights' }),
    ).toBeVisible();
    await context.setOffline(false);
  });
});
