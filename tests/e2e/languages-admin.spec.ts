/**
 * The admin dashboard (its Overview, Businesses, Events, Users and Payments tabs) and the admin
 * panel in Spanish and French (issue 15, decision 024), signed in as the demo admin: no English
 * left in the interface, the language's head, no serious accessibility violation; and refusals
 * and toasts of the admin actions really in Spanish.
 */
import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { expect, hydrated, storeMember, test } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

/** Names and codes the frame and these pages show the same in every language (the account menu shows the admin's email in two parts). */
const SAME = [
  'admin@',
  'harlemguide.example',
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'Notifications (F8)',
  'Mo-Fr 09:00-17:00',
];

/**
 * Parts drawn inside these pages by components another area translates (the role permissions
 * editor of the Users tab, the Repeats and Accessibility fields of the event forms): marked as the
 * English they still are here, and checked with their own area.
 */

const OTHER_AREAS = '.admin-permissions, .repeats-field, .access-fieldset';

const setAside = (page: Page) =>
  page.locator(OTHER_AREAS).evaluateAll((elements) => elements.forEach((element) => element.setAttribute('lang', 'en')));

/** The dashboard hydrated on the tab its address names, with the tab's panel drawn. */
const dashboardReady = (tab: string) => async (page: Page) => {
  await hydrated(page, page.locator('.admin'));
  await expect(page.locator(`#admin-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#admin-panel')).not.toHaveAttribute('aria-busy', 'true');
  await setAside(page);
};

const PAGES: { path: string; prepare: (page: Page) => Promise<void> }[] = [
  { path: '/admin', prepare: dashboardReady('overview') },
  { path: '/admin?tab=businesses', prepare: dashboardReady('businesses') },
  { path: '/admin?tab=events', prepare: dashboardReady('events') },
  { path: '/admin?tab=events&when=past', prepare: dashboardReady('events') },
  { path: '/admin?tab=users', prepare: dashboardReady('users') },
  { path: '/admin?tab=payments', prepare: dashboardReady('payments') },
  { path: '/admin-panel', prepare: setAside },
];

test.describe('admin pages in Spanish and French', () => {
  test.beforeEach(async ({ signInAs }) => signInAs('admin'));

  for (const { path, prepare } of PAGES) {
    test(`${path} has no English interface left and no serious accessibility violation in es and fr`, async ({ page }) => {
      test.setTimeout(60_000);
      await expectPageInLanguages(page, path, { same: SAME, prepare, axePrepared: true });
    });
  }

  test('a refused Create Business says why in Spanish, and the dashboard tab links stay in Spanish', async ({ page }) => {
    await page.goto('/es/admin-panel');
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Crear negocio' }) });
    await form.getByRole('button', { name: 'Crear negocio' }).click();
    await expect(page).toHaveURL(/\/es\/admin-panel/);
    await expect(page.getByText('El nombre del negocio es obligatorio')).toBeVisible();
    await expect(page.getByText('El distrito comunitario es obligatorio')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('link', { name: 'Panel de administración' }).click();
    await expect(page).toHaveURL(/\/es\/admin$/);
  });

  test('an island action answers in Spanish: a refused owner link and a suspension toast', async ({ page }) => {
    const member = await storeMember(createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 }), 'Lucía');
    await page.goto('/es/admin?tab=businesses');
    await hydrated(page, page.locator('.admin'));
    const linkForm = page.locator('.admin-link-owner').first();
    await linkForm.getByPlaceholder('Correo de la cuenta del propietario').fill('nadie-aqui@example.com');
    await linkForm.getByRole('button', { name: 'Vincular propietario' }).click();
    await expect(linkForm.getByText('Ninguna cuenta usa ese correo electrónico.')).toBeVisible();

    await page.goto(`/es/admin?tab=users&q=${encodeURIComponent(member.email)}`);
    await hydrated(page, page.locator('.admin'));
    const row = page.getByRole('list', { name: 'Usuarios' }).locator('> li', { hasText: member.email });
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(
        '¿Suspender a Lucía Tester? Se cerrarán sus sesiones de inmediato y no podrá iniciar sesión hasta que se restablezca su cuenta.',
      );
      void dialog.accept();
    });
    await row.getByRole('button', { name: 'Suspender' }).click();
    await expect(page.getByText('Se suspendió la cuenta de Lucía Tester y se cerraron todas sus sesiones.')).toBeVisible();
    await expect(row.getByText('Suspendida')).toBeVisible();
  });
});
