/**
 * The listing plan cards in Chromium (issue 31, item 8): each card lists exactly the features its
 * plan's columns give (listingPlanFeatures, which tests/unit/listing-plan-features.test.ts checks
 * against what the server grants), each once, and nothing that nothing stands behind, in English
 * and in Spanish.
 */
import { createClient, type Client } from '@libsql/client';
import { listingPlanFeatures } from '#lib/domain/listing-plan-features.ts';
import { expect, test } from './fixtures.ts';

let client: Client;
test.beforeAll(() => {
  client = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});
test.afterAll(() => client.close());

type PlanRow = { name: string; duration_days: number; priority: number; events_included: number; video_included: number };

/** The plan's name as the page's language shows it: its verified translation (decision 031), else the English. */
const NAME_IN = `coalesce((select t.translated_text from translations t where t.translation_key = 'listingplan:' || p.id || ':name'
  and t.language_code = ? and t.is_verified = 1), p.name) as name`;

for (const path of ['/business-listing-pricing', '/es/business-listing-pricing']) {
  test(`${path}: every plan card lists its plan's own features, each once`, async ({ page }) => {
    const plans = (
      await client.execute({
        sql: `select ${NAME_IN}, duration_days, priority, events_included, video_included from listing_plans p where is_active = 1 order by price_cents`,
        args: [path.startsWith('/es/') ? 'es' : 'en'],
      })
    ).rows as unknown as PlanRow[];
    await page.goto(path);
    const cards = page.locator('.listing-plans > li');
    await expect(cards).toHaveCount(plans.length);
    for (const [index, plan] of plans.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.name);
      const expected = listingPlanFeatures({
        durationDays: plan.duration_days,
        priority: plan.priority,
        eventsIncluded: Boolean(plan.events_included),
        videoIncluded: Boolean(plan.video_included),
      }).map((feature) => feature.key);
      const items = card.locator('.plan-features > li');
      expect(await items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-feature')))).toEqual(expected);
      const texts = await items.allInnerTexts();
      expect(new Set(texts).size, `${plan.name}: a feature listed twice`).toBe(texts.length);
      await expect(card).not.toContainText(/social media|redes sociales|photograph|fotograf|SEO|search optimi|account manager/i);
    }
  });
}
