/**
 * Premium delivers what it sells (issue 35): each benefit /premium lists, working for the premium
 * demo member and not for the plain member. Each role signs in once for the whole file. The rules
 * themselves are unit tests (member-benefits.test.ts); advanced search and the monthly guide have
 * their own specs.
 */
import { createClient } from '@libsql/client';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, signIn, test, uniqueEmail, type DemoRole } from './fixtures.ts';

const db = () => createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
const contexts: BrowserContext[] = [];
const pages = {} as Record<'premium' | 'member', Page>;

test.beforeAll(async ({ browser }, info) => {
  for (const role of ['premium', 'member'] as const satisfies DemoRole[]) {
    const context = await browser.newContext({ baseURL: info.project.use.baseURL });
    contexts.push(context);
    await signIn(context.request, role);
    pages[role] = await context.newPage();
  }
});
test.afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function one(sql: string, args: (string | number)[] = []) {
  const client = db();
  const row = (await client.execute({ sql, args })).rows[0];
  client.close();
  return row;
}

test('/premium lists exactly the plan’s benefits, from its columns', async () => {
  const page = pages.member;
  await page.goto('/premium');
  await expect(page.locator('.plan ul li')).toHaveText([
    'Video content and tours',
    'Direct messaging with business owners',
    'Advanced search',
    'Monthly neighborhood guides',
    'Early event access: register 7 days before everyone',
    'Priority support',
  ]);
});

test('video tours play for a premium member; a member sees them locked, without their address', async () => {
  const kitchen = await one(
    "select b.id, v.video_url from businesses b join business_videos v on v.business_id = b.id where b.name = 'Lenox Avenue Soul Kitchen' limit 1",
  );
  const path = `/business/${kitchen.id}`;
  await pages.premium.goto(path);
  await expect(pages.premium.locator('video.video-player source')).toHaveAttribute('src', String(kitchen.video_url));

  await pages.member.goto(path);
  await expect(pages.member.locator('.video-title')).not.toHaveCount(0);
  await expect(pages.member.locator('video.video-player')).toHaveCount(0);
  // In the Gallery tab, drawn whether or not the tab is open.
  await expect(pages.member.getByText('Video tours are part of')).toBeAttached();
  // The server gives the address to the premium member only.
  const listed = async (page: Page) =>
    ((await (await page.request.get(`/api/businesses/${kitchen.id}/videos`)).json()) as { videoUrl: string | null; locked?: boolean }[])[0];
  expect(await listed(pages.premium)).toMatchObject({ videoUrl: String(kitchen.video_url) });
  expect(await listed(pages.member)).toMatchObject({ videoUrl: null, locked: true });
});

test('a premium member writes to a business owner; a member is shown what Premium brings', async () => {
  const cafe = await one("select id from businesses where name = 'Lenox Avenue Soul Kitchen'");
  const page = pages.premium;
  await page.goto(`/business/${cafe.id}/message`);
  await page.locator('[name="subject"]').fill('Premium benefits spec');
  await page.locator('[name="content"]').fill('Do you take a table of eight on Sunday?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(`/business/${cafe.id}`);
  expect((await one("select count(*) as n from messages where subject = 'Premium benefits spec'")).n).toBe(1);

  await pages.member.goto(`/business/${cafe.id}/message`);
  await expect(pages.member.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
  await expect(pages.member.locator('[name="content"]')).toHaveCount(0);
});

test('early event access: a member reads when it opens to everyone; a premium member registers now', async () => {
  const event = await one("select id, opens_to_all_at from events where title = 'Harlem Shorts Film Night'");
  const opens = new Date(Number(event.opens_to_all_at)).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/New_York',
  });
  await pages.member.goto(`/events/${event.id}`);
  await expect(pages.member.getByTestId('early-access')).toHaveText(
    `Opens to everyone on ${opens}. Premium members with early access can register before then.`,
  );
  await pages.member.goto(`/events/${event.id}/register`);
  await expect(pages.member.getByRole('heading', { name: 'Premium early access' })).toBeVisible();
  await expect(pages.member.locator('form.reg-form')).toHaveCount(0);

  const page = pages.premium;
  await page.goto(`/events/${event.id}/register`);
  await expect(page.getByTestId('early-access')).toHaveText(
    `Premium early access: you can register now. It opens to everyone on ${opens}.`,
  );
  await page.locator('#reg-phone').fill('(212) 555-0135');
  await page.locator('form.reg-form').getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByRole('heading', { name: "You're registered" })).toBeVisible();
});

test('priority support: a premium member’s message tops the admin inbox with a one-day target; a member’s waits three', async ({
  browser,
}, info) => {
  const form = async (page: Page, subject: string) => {
    await page.goto('/contact-us');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field('Name').fill('Spec Sender');
    await field('Email').fill(uniqueEmail('priority'));
    await field('Subject').fill(subject);
    await field('Message').fill('When does the film night start?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/contact-us?sent=1');
  };
  await form(pages.member, 'Spec plain question');
  await form(pages.premium, 'Spec priority question');

  const admin = await browser.newContext({ baseURL: info.project.use.baseURL });
  await signIn(admin.request, 'admin');
  const page = await admin.newPage();
  await page.goto('/admin?tab=inboxes');
  const items = page.getByRole('list', { name: 'Contact messages' }).locator('> li');
  await expect(items.first()).toContainText('Spec priority question');
  await expect(items.first()).toContainText('Priority');
  await expect(items.first()).toContainText('Reply within 1 business day');
  const plain = items.filter({ hasText: 'Spec plain question' });
  await expect(plain).toContainText('Reply within 3 business days');
  await expect(plain).not.toContainText('Priority');
  await admin.close();
});
