/**
 * An admin's translation of any of the guide's texts (decision 024): from the translation queue or
 * the catalogue's editor (real-estate listings, rewards, plans), saved verified at once and audited,
 * only for a text whose record exists.
 */
import { eq } from 'drizzle-orm';
import { arPoints, arTours, businesses, events, listingPlans, loyaltyRewards, properties, subscriptionPlans } from '#db/schema.ts';
import { parseContentKey, type ContentKind, type TranslationLanguage } from '#lib/domain/content-keys.ts';
import { TRANSLATION_MESSAGES } from '#lib/schemas/content-translations.ts';
import { auditStatement } from '../admin/audit.ts';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { saveTranslation } from './content-translations.ts';

const TABLES = {
  business: businesses,
  event: events,
  tour: arTours,
  tourpoint: arPoints,
  property: properties,
  reward: loyaltyRewards,
  plan: subscriptionPlans,
  listingplan: listingPlans,
} satisfies Record<ContentKind, unknown>;

/** The key's kind and id when its record exists; 404 otherwise. */
export async function subjectOfKey(db: Database, key: string): Promise<{ kind: ContentKind; id: number }> {
  const parts = parseContentKey(key);
  if (!parts) throw new HttpError(404, TRANSLATION_MESSAGES.unknownText);
  const table = TABLES[parts.kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, parts.id));
  if (!row) throw new HttpError(404, TRANSLATION_MESSAGES.unknownText);
  return { kind: parts.kind, id: parts.id };
}

/** Saves (or, empty, removes) an admin's translation, published at once, with its audit entry; returns whether one is now stored. */
export async function publishTranslation(
  db: Database,
  actorId: number,
  input: { key: string; language: TranslationLanguage; text: string },
): Promise<boolean> {
  const subject = await subjectOfKey(db, input.key);
  const stored = await saveTranslation(db, { ...input, verified: true });
  await auditStatement(db, {
    actorId,
    action: stored ? 'translation.publish' : 'translation.remove',
    subjectType: subject.kind,
    subjectId: subject.id,
    after: { key: input.key, language: input.language },
  });
  return stored;
}
