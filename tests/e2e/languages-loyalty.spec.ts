/**
 * Loyalty in Spanish and French (issue 16, decision 024): the public rewards page, with a reward of
 * the spec's own, has no English interface left, the language's head, and no serious axe
 * violation; rewards' and places' names stay as written (marked English). One page for the area:
 * every message key (the dashboard's Points tab, the owner's Verify a code and the admin's rewards
 * page included) is checked in each language by tests/unit/i18n.test.ts (issue 32); a refused code
 * in Spanish and French by tests/unit/answers-in-languages.test.ts.
 */
import { createClient } from '@libsql/client';
import { expect, storeOwnedBusiness, test } from './fixtures.ts';
import { expectPageInLanguages } from './languages';

/** The frame's names and texts drawn the same in every language (see languages-exports.spec.ts). */
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

test.beforeAll(async () => {
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  const { businessId } = await storeOwnedBusiness(db, `Spec Idiomas Cafe ${Date.now().toString(36)}`);
  await db.execute({
    sql: "insert into loyalty_rewards (title, points_cost, business_partner_id, is_limited, total_available, terms_conditions) values ('Spec cafe con leche', 50, ?, 1, 4, 'Weekdays only.')",
    args: [businessId],
  });
  db.close();
});
test.describe.configure({ timeout: 90_000 });

/** Names of the seed's and the spec's rewards and places, as written. */
const NAMES = ['Spec cafe con leche', 'Weekdays only.'];
/** French says "Explorer" for "Explore" (the footer's heading), which is also the English tier's name. */
const SAME_BY_CHANCE = { es: [], fr: ['Explorer'] };

test('the rewards page has no English interface left and no serious accessibility violation in es and fr', async ({ page }) => {
  for (const locale of ['es', 'fr'] as const) {
    await expectPageInLanguages(page, '/rewards', {
      locales: [locale],
      same: [...FRAME, ...NAMES, ...SAME_BY_CHANCE[locale]],
      andThen: (page) =>
        expect(page.locator('h1')).toHaveText(locale === 'es' ? 'Recompensas y puntos de fidelidad' : 'Récompenses et points de fidélité'),
    });
  }
});
