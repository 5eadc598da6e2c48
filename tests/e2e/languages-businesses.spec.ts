/**
 * A business page in Spanish and French (issue 15, decision 024): the seed's business 4, with its
 * reviews, gallery and map. One page for the area: every message key is checked in each language
 * by tests/unit/i18n.test.ts (issue 32).
 */
import { test } from './fixtures';
import { expectPageInLanguages } from './languages';

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
];

// Two cores shared: axe on a full page takes its time.
test.describe.configure({ timeout: 60_000 });

test('/business/4 has no English interface left and no serious accessibility violation in es and fr', async ({ page }) => {
  await expectPageInLanguages(page, '/business/4', { same: OTHERS });
});
