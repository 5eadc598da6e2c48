/**
 * What the browser says by itself in Spanish and French (issue 15, decision 024): the hearts'
 * toasts (signed out, session ended, a change made offline and sent later), the share menu's copy
 * notices, and the buttons and cluster names the results maps add to the directory and the events
 * list.
 */
import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { expect, hydrated, signIn, storeMember, test } from './fixtures.ts';
import { expectPageInLanguages, localized } from './languages';

/** Names shown the same in every language: the share menu's networks, the footer's address and email, a business page's title. */
const FRAME = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'Abyssinian Baptist Church | Harlem',
];

/** The toast on screen. */
const toast = (page: Page) => page.locator('[data-toast-list] .toast');

/** Opens a results list's map and waits for the buttons it adds to the cards. */
async function openMap(page: Page): Promise<void> {
  // The map stays open from one page to the next (sessionStorage): opened once only.
  const toggle = page.locator('[data-map-toggle]');
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  // The map's note is written once every pin and card button is in place.
  await expect(page.locator('[data-map-note]')).not.toBeEmpty();
  await expect(page.locator('.show-on-map').first()).toBeVisible();
}

/** Presses the first heart of the page, signed out, and keeps the page with its toast. */
async function pressHeartSignedOut(page: Page): Promise<void> {
  // Sign-in is refused, so the page stays as the toast left it.
  await page.route(/\/auth\?next=/, (route) => route.abort('aborted'));
  const heart = await firstHeart(page);
  await heart.click();
  await expect(toast(page)).toBeVisible();
}

/** The first heart of the page, once hydrated. */
async function firstHeart(page: Page) {
  const id = await page.locator('[data-favorite-id]').first().getAttribute('data-favorite-id');
  const heart = page.locator(`[data-favorite-id="${id}"]`);
  await hydrated(page, heart);
  return heart;
}

/** Copies the page's link from the share menu and waits for the toast. */
async function copyLink(page: Page): Promise<void> {
  await page.locator('[data-share] summary').first().click();
  await page.locator('[data-copy-url]').first().click();
  await expect(toast(page)).toBeVisible();
}

const STATES: { name: string; path: string; prepare: (page: Page) => Promise<void> }[] = [
  { name: 'the directory with its map open', path: '/businesses', prepare: openMap },
  { name: 'the events list with its map open', path: '/events?view=list', prepare: openMap },
  { name: 'the directory after a signed-out visitor presses a heart', path: '/businesses', prepare: pressHeartSignedOut },
  { name: 'a business page after its link is copied', path: '/business/4', prepare: copyLink },
];

// Two cores shared: axe on a full page takes its time.
test.describe.configure({ timeout: 60_000 });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

for (const state of STATES) {
  test(`${state.name} has no English left and no serious accessibility violation in es and fr`, async ({ page }) => {
    await expectPageInLanguages(page, state.path, { same: FRAME, prepare: state.prepare, axePrepared: true });
  });
}

test('a heart pressed offline on a Spanish page says so in Spanish, then that it was saved', async ({ page, context }) => {
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  const account = await storeMember(db, 'Marisol');
  const favorites = async () =>
    (
      await db.execute({
        sql: 'select f.business_id from user_favorites f join users u on u.id = f.user_id where u.email = ? order by f.business_id',
        args: [account.email],
      })
    ).rows.map((row) => Number(row.business_id));
  await signIn(page.request, account);
  await page.goto(localized('es', '/business/2'));
  const heart = page.locator('[data-favorite-id="2"]');
  await hydrated(page, heart);

  await context.setOffline(true);
  await heart.click();
  await expect(toast(page)).toContainText('Estás sin conexión');
  await expect(toast(page)).toContainText('se guardará en tus favoritos cuando vuelvas a tener conexión.');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await favorites()).toEqual([]);

  await context.setOffline(false);
  await expect.poll(favorites).toEqual([2]);
  await expect(toast(page)).toContainText('Se agregó a favoritos');
  await expect(toast(page)).toContainText('(cambio hecho sin conexión)');
  await expect(toast(page)).toHaveClass(/toast-success/);
  db.close();
});

test('a signed-out visitor pressing a heart on a French page is asked in French, then sent to the French sign-in', async ({ page }) => {
  let release = () => {};
  const read = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/auth\?next=/, async (route) => {
    await read;
    await route.continue();
  });
  await page.goto(localized('fr', '/businesses'));
  const heart = await firstHeart(page);
  await heart.click();
  await expect(toast(page)).toContainText('Connexion nécessaire');
  await expect(toast(page)).toContainText('Connectez-vous pour enregistrer des favoris.');
  release();
  await page.waitForURL(/\/fr\/auth\?next=%2Ffr%2Fbusinesses$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a session that ended while a Spanish page was open is said in Spanish', async ({ page, context }) => {
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  const account = await storeMember(db, 'Inés');
  db.close();
  await signIn(page.request, account);
  await page.goto(localized('es', '/businesses'));
  const heart = await firstHeart(page);
  await context.clearCookies();
  await page.route(/\/auth\?next=/, () => {});
  await heart.click();
  await expect(toast(page)).toContainText('Tu sesión expiró');
  await expect(toast(page)).toContainText('Se cerró tu sesión. Te llevamos a iniciar sesión de nuevo…');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('copying a French page’s link says so in French, and the button reads its French words again', async ({ page }) => {
  await page.goto(localized('fr', '/business/4'));
  await copyLink(page);
  await expect(toast(page)).toContainText('Lien copié\u00a0!');
  await expect(toast(page)).toContainText('Partagez cette belle expérience à Harlem avec vos amis');
  const copy = page.locator('[data-copy-url]').first();
  await expect(copy).toHaveText('Copié\u00a0!');
  await expect(copy).toHaveText('Copier le lien');
});
