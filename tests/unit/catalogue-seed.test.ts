import { describe, expect, it } from 'vitest';
import { translationQueue } from '#lib/server/translations/translation-queue.ts';
import { loadKindTexts } from '#lib/server/translations/kind-texts.ts';
import { memberPlans } from '#lib/server/membership/plans.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('the seeded catalogue in Spanish and French', async () => {
  const { db } = await useFreshDatabase({ seed: true });

  it('publishes every reward, plan and listing plan in both languages: none is missing', async () => {
    for (const language of ['es', 'fr'] as const)
      for (const kind of ['reward', 'plan', 'listingplan'] as const) {
        const texts = await translationQueue(db, language, { missingOnly: false, kind });
        expect(texts.length, `${language} ${kind}`).toBeGreaterThan(0);
        expect(texts.filter((text) => !text.translation?.verified).map((text) => text.key)).toEqual([]);
      }
  });

  it('shows a plan its translated name', async () => {
    const premium = (await memberPlans(db)).find((plan) => plan.slug === 'explorer-premium-monthly')!;
    expect((await loadKindTexts(db, 'es', 'plan'))(premium.id, 'name')).toBe('Miembro Premium');
    expect((await loadKindTexts(db, 'fr', 'plan'))(premium.id, 'description')).toMatch(/^Tout le guide/);
  });
});
