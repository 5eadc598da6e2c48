/**
 * The role demo and the moderation half of the admin dashboard in Spanish and French (issue 15,
 * decision 024): no English left, the language's head and no serious accessibility violation on
 * /cms-demo for each role and on the Analytics, Inboxes, Moderation and Walking Tours tabs; and the
 * dashboard's actions answering in the calling page's language.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

/** The shared frame's texts the same in every language (names, and two the frame still draws in English). */
const FRAME = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'Notifications (F8)',
  'Explore authentic Harlem businesses, events, and cultural experiences across Community Boards 9, 10, 11, and 12.',
];

/** The signed-in header shows the admin's email in two parts, as written. */
const SIGNED_IN_FRAME = ['admin@', 'harlemguide.example'];

const ROLE_PAGES = ['/cms-demo', '/cms-demo?role=business_owner', '/cms-demo?role=user', '/cms-demo?role=nobody'];

/** Each tab of this half of the dashboard, with what opens its forms before the comparison. */
const TABS: { path: string; prepare?: (page: Page) => Promise<void> }[] = [
  { path: '/admin?tab=analytics' },
  { path: '/admin?tab=analytics&period=week' },
  { path: '/admin?tab=analytics&period=month' },
  { path: '/admin?tab=inboxes' },
  { path: '/admin?tab=moderation' },
  {
    path: '/admin?tab=tours',
    prepare: async (page) => {
      await hydrated(page, '#create-tour');
      await page.locator('#create-tour').click();
      await expect(page.locator('form[aria-label] input[name="title"]').first()).toBeVisible();
    },
  },
];

for (const path of ROLE_PAGES) {
  test(`${path} has no English interface left and no serious accessibility violation in es and fr`, async ({ page }) => {
    await expectPageInLanguages(page, path, { same: FRAME });
  });
}

for (const tab of TABS) {
  test(`${tab.path} has no English interface left and no serious accessibility violation in es and fr`, async ({ page, signInAs }) => {
    await signInAs('admin');
    await expectPageInLanguages(page, tab.path, { same: [...FRAME, ...SIGNED_IN_FRAME], prepare: tab.prepare, axePrepared: true });
  });
}

test('a refused walking tour says why in Spanish on the Spanish dashboard', async ({ page, signInAs }) => {
  await signInAs('admin');
  await page.goto('/es/admin?tab=tours');
  await hydrated(page, '#create-tour');
  await page.locator('#create-tour').click();
  const form = page.locator('form.admin-edit-form').first();
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('[data-toast-list] .toast')).toContainText('El título del recorrido es obligatorio');
});

test('a moderation decision refused by the server is answered in French to the French dashboard', async ({ page, signInAs, baseURL }) => {
  await signInAs('admin');
  const answer = await page.request.post('/_actions/admin.decideReport', {
    multipart: { reviewId: '987654', decision: 'keep' },
    headers: { referer: `${baseURL}/fr/admin?tab=moderation`, origin: baseURL ?? '', accept: 'application/json' },
  });
  expect(answer.status()).toBe(404);
  expect(JSON.stringify(await answer.json())).toContain('Avis introuvable.');
});
