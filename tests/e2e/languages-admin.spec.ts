/**
 * The admin dashboard in Spanish and French (issue 15, decision 024), signed in as the demo admin:
 * its Users tab once, with no English left in the interface, the language's head and no serious
 * accessibility violation. Every message key is checked in each language by
 * tests/unit/i18n.test.ts (issue 32); the admin actions' answers in Spanish and French by
 * tests/unit/admin-messages.test.ts and tests/unit/answers-in-languages.test.ts, the Users tab's
 * prompts by tests/unit/islands/admin-users-languages.test.tsx.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';
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

test.describe('admin pages in Spanish and French', () => {
  test.beforeEach(async ({ signInAs }) => signInAs('admin'));

  test('/admin?tab=users has no English interface left and no serious accessibility violation in es and fr', async ({ page }) => {
    test.setTimeout(60_000);
    await expectPageInLanguages(page, '/admin?tab=users', {
      same: SAME,
      prepare: dashboardReady('users'),
      axePrepared: true,
      // Export Data's files come with their column headers in the page's language.
      andThen: (page, locale) =>
        expect(page.locator('.admin-export a[href^="/api/admin/exports/events"]')).toHaveAttribute(
          'href',
          `/api/admin/exports/events?lang=${locale}`,
        ),
    });
  });
});
