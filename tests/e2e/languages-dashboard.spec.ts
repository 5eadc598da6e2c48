/**
 * The member's dashboard in Spanish and French (issue 15, decision 024): every tab of /dashboard
 * for a member and a premium member, and /favorites, with no English interface left, the
 * language's head and no serious accessibility violation; and a refusal of a dashboard form said
 * in Spanish.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

/**
 * The shared frame's texts these pages show the same in every language: names (share services,
 * the office's address and email, the account menu's email address in two parts), and the
 * notifications region's label the frame still draws in English.
 */
const FRAME = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'member@',
  'premium@',
  'harlemguide.example',
  'Notifications (F8)',
];

// Signed-in pages, each loaded twice and scanned: slower than a public page on a busy machine.
test.describe.configure({ timeout: 90_000 });

const TABS = ['my-favorites', 'my-events', 'premium-content', 'discover', 'my-trips', 'my-messages'] as const;

/** Opens a tab of the dashboard once its island runs. */
const openTab = (id: string) => async (page: Page) => {
  await hydrated(page, page.locator('.dash'));
  await page.locator(`#${id}-tab`).click();
  await expect(page.locator(`section#${id}`)).toBeVisible();
};

for (const role of ['member', 'premium'] as const) {
  for (const id of TABS) {
    test(`/dashboard's ${id} tab for a ${role} has no English interface left and no serious accessibility violation in es and fr`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(role);
      await expectPageInLanguages(page, '/dashboard', { same: FRAME, prepare: openTab(id), axePrepared: true });
    });
  }
}

test(`/favorites has no English interface left and no serious accessibility violation in es and fr`, async ({ page, signInAs }) => {
  await signInAs('member');
  await expectPageInLanguages(page, '/favorites', {
    same: FRAME,
    prepare: (page) => hydrated(page, page.locator('.dash')),
    axePrepared: true,
  });
});

for (const locale of ['es', 'fr'] as const) {
  test(`/dashboard in ${locale} stays in ${locale}, and its links keep the language`, async ({ page, signInAs }) => {
    await signInAs('member');
    await page.goto(`/${locale}/dashboard`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('.dash-head a.button')).toHaveAttribute('href', `/${locale}/settings`);
    const links = await page.locator('.dash a[href^="/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !href.startsWith(`/${locale}/`))).toEqual([]);
  });
}

test('removing a trip that is not there is refused in Spanish, back on the Spanish dashboard', async ({ page, signInAs }) => {
  await signInAs('member');
  await page.goto('/es/dashboard');
  await hydrated(page, page.locator('.dash'));
  // The Remove form of My Trips, posted without JavaScript with a trip the member does not have.
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = `${location.pathname}?_action=trips.remove`;
    for (const [name, value] of [
      ['tripId', '999999'],
      ['next', `${location.pathname}#my-trips`],
    ]) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  });
  await expect(page).toHaveURL(/\/es\/dashboard#my-trips$/);
  await expect(page.getByText('No se encontró el itinerario').first()).toBeVisible();
  await expect(page.getByText('Itinerary not found')).toHaveCount(0);
});
