/**
 * "New event at {business}" for every member who favorited the business (issue 17): one INSERT ...
 * SELECT over the favorites, each member's text chosen in SQL by their stored language, so a
 * business favorited by thousands costs one statement, not one per member. Once per member and
 * event (dedupe `favorite:event:ID`); members who turned business promotions off are skipped at delivery.
 */
import { sql } from 'drizzle-orm';
import { LOCALES, type Locale } from '#lib/i18n/locales.ts';
import type { Database } from '../db/client.ts';
import { deliverDue } from './deliver.ts';
import { favoriteEventText } from './texts.ts';

/** Notifies the business's favoriters (but the author) of its new event; returns how many were stored. */
export async function notifyFavoritersOfEvent(
  db: Database,
  input: { businessId: number; businessName: string; event: { id: number; title: string; startsAt: Date }; authorId: number },
  now = new Date(),
): Promise<number> {
  const said = Object.fromEntries(LOCALES.map((locale) => [locale, favoriteEventText(locale, input.businessName, input.event)])) as Record<
    Locale,
    ReturnType<typeof favoriteEventText>
  >;
  const inLanguage = (part: 'title' | 'body') =>
    sql`case l.language_code when 'es' then ${said.es[part]} when 'fr' then ${said.fr[part]} else ${said.en[part]} end`;
  const rows = await db.all<{ userId: number }>(sql`
    insert into push_notifications (user_id, type, title, body, target_url, scheduled_for, dedupe_key, status)
    select f.user_id, 'favorite_event', ${inLanguage('title')}, ${inLanguage('body')}, ${said.en.url}, ${now.getTime()}, ${`favorite:event:${input.event.id}`}, 'pending'
    from user_favorites f left join user_language_preferences l on l.user_id = f.user_id
    where f.business_id = ${input.businessId} and f.user_id != ${input.authorId}
    on conflict (user_id, dedupe_key) do nothing
    returning user_id as userId`);
  // Delivered to these members only, in one run (the owner's request never sends anyone else's notifications).
  await deliverDue(db, { now, userIds: rows.map(({ userId }) => Number(userId)) });
  return rows.length;
}
