/** The directory, the business pages and their forms in Spanish and French (issue 15, decision 024). */
import { signIn, test } from './fixtures';
import { expectPageInLanguages } from './languages';

/** Seeded pages: the directory (plain and filtered), businesses with reviews (4) and events (3), one with bookable services (7), the forms, a review's report. */
const PUBLIC_PAGES = [
  '/businesses',
  '/businesses?category=music&sort=rating&open=now&access=step-free',
  '/business/4',
  '/business/3',
  '/business/7/book',
];
const MEMBER_PAGES = ['/business/4/message', '/business/4/review', '/reviews/3/report'];

/**
 * Texts drawn by the frame and by components of other areas, not yet translated there or names
 * without translate="no" (listed in the report): the share menu's networks, the footer's address, the
 * notifications region, BaseLayout's default description, a page title that is a business's name, the
 * signed-in header's name, address and saved count (SiteHeader does not pass its language to
 * FavoritesCount yet), the forms' "(optional)", the Listen button, and the gallery's video length
 * and photo alternative texts (written by people, not yet marked English by the media island).
 */
const OTHERS = [
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'Notifications (F8)',
  'Explore authentic Harlem businesses, events, and cultural experiences across Community Boards 9, 10, 11, and 12.',
  'Abyssinian Baptist Church | Harlem',
  'Schomburg Center for Research in Black Culture | Harlem',
  'Keisha',
  'member@',
  'harlemguide.example',
  'saved',
  '(optional)',
  '▶ Listen',
  'Length 2:09',
  'Illustration of Abyssinian Baptist Church',
  'Illustration of Schomburg Center for Research in Black Culture',
];

// Two cores shared: axe on a full page takes its time.
test.describe.configure({ timeout: 60_000 });

for (const path of [...PUBLIC_PAGES, ...MEMBER_PAGES]) {
  const member = MEMBER_PAGES.includes(path);

  test(`${path} has no English interface left and no serious accessibility violation in es and fr`, async ({ page }) => {
    if (member) await signIn(page.request, 'member');
    await expectPageInLanguages(page, path, { same: OTHERS });
  });
}
