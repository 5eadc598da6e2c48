/**
 * Issue 16's loyalty acceptance, end to end through the real screens: a member registers for an
 * event (a free seat: its ticket), is checked in at the door by the organiser, walks a tour to its
 * finish and reviews a business for the first time; the Points tab then shows each of the three
 * with its reason and the tier the total reached; the member redeems a reward, and the business
 * verifies the code. The member, the business, its event and its reward are the spec's own.
 */
import { createClient, type Client } from '@libsql/client';
import type { Browser, Page } from '@playwright/test';
import { expect, hydrated, signIn, storeMember, storeOwnedBusiness, test, type Account } from './fixtures.ts';

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});
test.afterAll(() => db.close());
// A registration, a door, a six-point walk, a review and a redemption on a loaded machine.
test.describe.configure({ timeout: 150_000 });

const tag = Date.now().toString(36) + Math.floor(Math.random() * 1e4).toString(36);
const one = async (sql: string, args: (string | number)[]) => (await db.execute({ sql, args })).rows[0]!;

/** A free event of the business starting in an hour, that takes registrations. */
async function storeEvent(businessId: number, title: string): Promise<number> {
  const start = Date.now() + 3_600_000;
  const row = await one(
    "insert into events (title, description, starts_at, ends_at, business_id, community_board_id, requires_booking, is_premium, location, latitude, longitude) values (?, 'A loyalty journey''s event.', ?, ?, ?, (select id from community_boards where number = 10), 1, 0, '100 W 125th St', 40.8077, -73.9453) returning id",
    [title, start, start + 2 * 3_600_000, businessId],
  );
  return Number(row.id);
}

/** 350 lifetime points earned before (a donation of $350, as its award records it). */
async function storeEarlierPoints(userId: number) {
  await db.execute({
    sql: "insert into loyalty_transactions (user_id, type, points, description, source_key) values (?, 'donation', 350, 'Donation', ?)",
    args: [userId, `donation:${900_000 + userId}`],
  });
  await db.execute({
    sql: "insert into loyalty_points (user_id, points, lifetime_points, tier) values (?, 350, 350, 'explorer')",
    args: [userId],
  });
}

async function pageFor(browser: Browser, who: Account): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(page.request, who);
  return page;
}

async function openPoints(page: Page) {
  await page.goto('/dashboard');
  await page.goto('/dashboard#points');
  await hydrated(page, page.locator('.dash'));
  await expect(page.locator('#points')).toBeVisible();
}

test('checked in at an event, a tour finished and a first review: the points and the tier change, a reward is redeemed and the business verifies its code @phone', async ({
  browser,
}) => {
  const { owner, businessId } = await storeOwnedBusiness(db, `Journey Hall ${tag}`, { premium: true });
  const eventTitle = `Journey Night ${tag}`;
  const eventId = await storeEvent(businessId, eventTitle);
  const rewardTitle = `Journey sweet tea ${tag}`;
  await db.execute({
    sql: "insert into loyalty_rewards (title, description, points_cost, business_partner_id, is_limited, total_available, terms_conditions) values (?, 'A journey''s reward.', 200, ?, 1, 5, 'One per visit.')",
    args: [rewardTitle, businessId],
  });
  const member = await storeMember(db, 'Journey');
  const userId = Number((await one('select id from users where email = ?', [member.email])).id);
  await storeEarlierPoints(userId);
  const memberPage = await pageFor(browser, member);

  await openPoints(memberPage);
  await expect(memberPage.locator('[data-points-lifetime]')).toHaveText('350');
  await expect(memberPage.locator('[data-tier]').first()).toHaveText('Explorer');

  // A free seat, registered through the real form: its ticket is issued with it.
  await memberPage.goto(`/events/${eventId}/register`);
  await memberPage.locator('#reg-phone').fill('(212) 555-0199');
  await memberPage.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(memberPage.getByRole('heading', { name: "You're registered" })).toBeVisible();
  const ticket = await one(
    "select t.id, t.status from tickets t join event_registrations r on r.id = t.registration_id where r.user_id = ? and r.event_id = ? and r.status = 'confirmed'",
    [userId, eventId],
  );
  expect(ticket.status).toBe('active');

  // The organiser checks the member in at the door, by name.
  const ownerPage = await pageFor(browser, owner);
  await ownerPage.goto(`/events/${eventId}/check-in`);
  await hydrated(ownerPage, '.door');
  await expect(ownerPage.locator('.door-count')).toContainText('0 of 1 checked in');
  await ownerPage.getByLabel('Find an attendee by name').fill('journey');
  await ownerPage.getByRole('button', { name: /^Check in Journey/ }).click();
  await expect(ownerPage.getByTestId('door-result').locator('.door-outcome')).toHaveText('Admitted');
  await expect(ownerPage.locator('.door-sync')).toContainText('All scans synced.');
  await expect(ownerPage.locator('.door-count')).toContainText('1 of 1 checked in');

  // The member walks a tour to its finish, tapping “I’m here” at each point.
  const tour = await one("select id from ar_tours where title = 'Sugar Hill and Hamilton Heights'", []);
  await memberPage.goto(`/tours/${Number(tour.id)}`);
  await hydrated(memberPage, '.tour-follow');
  const follow = memberPage.locator('.tour-follow');
  await follow.getByRole('button', { name: 'Start tour' }).click();
  await expect(follow).toContainText('0 of 6 points done');
  for (let done = 1; done <= 6; done++) {
    await follow.getByRole('button', { name: 'I’m here' }).click();
    if (done < 6) await expect(follow).toContainText(`${done} of 6 points done`);
  }
  await expect(follow).toContainText('100 loyalty points were added to your account.');

  // A first review of the business, through the real form.
  await memberPage.goto(`/business/${businessId}`);
  await memberPage.getByRole('link', { name: 'Write a review' }).click();
  await memberPage.getByLabel('5 stars').check();
  await memberPage.getByLabel('Title').fill('A night to remember');
  await memberPage.getByLabel('Your review').fill('The door was quick and the music was better.');
  await memberPage.getByRole('button', { name: 'Publish review' }).click();
  await expect(memberPage.getByText('Thank you: your review is published.')).toBeVisible();

  // 350 + 50 + 100 + 25: Neighbor, each earning listed with its reason.
  await openPoints(memberPage);
  await expect(memberPage.locator('[data-points-lifetime]')).toHaveText('525');
  await expect(memberPage.locator('[data-points-balance]')).toHaveText('525');
  await expect(memberPage.locator('[data-tier]').first()).toHaveText('Neighbor');
  const history = memberPage.locator('.loyalty-history');
  await expect(history.locator('tr[data-type="check_in"]')).toContainText(eventTitle);
  await expect(history.locator('tr[data-type="check_in"]')).toContainText('+50');
  await expect(history.locator('tr[data-type="tour_finished"]')).toContainText('Sugar Hill and Hamilton Heights');
  await expect(history.locator('tr[data-type="tour_finished"]')).toContainText('+100');
  await expect(history.locator('tr[data-type="first_review"]')).toContainText(`Journey Hall ${tag}`);
  await expect(history.locator('tr[data-type="first_review"]')).toContainText('+25');

  // Redeemed for a code; the balance drops, the tier stays.
  await memberPage
    .locator('.loyalty-reward', { hasText: rewardTitle })
    .getByRole('button', { name: `Redeem: ${rewardTitle}` })
    .click();
  await expect(memberPage.getByText(/Your code is [A-Z2-9]{10}\. Show it at the business\./)).toBeVisible();
  await openPoints(memberPage);
  const code = (await memberPage.locator('.loyalty-codes li', { hasText: rewardTitle }).getAttribute('data-code'))!;
  await expect(memberPage.locator('[data-points-balance]')).toHaveText('325');
  await expect(memberPage.locator('[data-tier]').first()).toHaveText('Neighbor');

  // The business verifies it.
  await ownerPage.goto('/business-dashboard#rewards');
  await ownerPage.getByLabel('Code', { exact: true }).fill(code);
  await ownerPage.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(ownerPage.getByText('Code verified', { exact: true })).toBeVisible();
  await expect(ownerPage.getByText(`${rewardTitle}, for Journey`)).toBeVisible();

  // Each source counted once.
  const earned = await db.execute({
    sql: 'select type, points from loyalty_transactions where user_id = ? and points > 0 order by id',
    args: [userId],
  });
  expect(earned.rows.map((row) => [row.type, row.points])).toEqual([
    ['donation', 350],
    ['check_in', 50],
    ['tour_finished', 100],
    ['first_review', 25],
  ]);
});
