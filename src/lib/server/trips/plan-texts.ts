/**
 * A plan's people's texts in the visitor's language (decision 024): the verified translations of
 * its events' titles and descriptions and of its stops' descriptions, read in one query for the
 * whole plan and cut to the planner's length, as the originals are.
 */
import type { Database } from '../db/client.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { truncateText } from '#lib/domain/event-format.ts';
import { DESCRIPTION_LIMIT } from '#lib/domain/trip-planner/choices.ts';
import { picksOf, type Itinerary } from '#lib/domain/trip-planner.ts';
import type { TranslatedTexts } from '#lib/views/translated-texts.ts';
import { attach, loadListTexts } from '../translations/list-texts.ts';

const short = (texts: TranslatedTexts | undefined): TranslatedTexts | undefined =>
  texts && { ...texts, ...(texts.description ? { description: truncateText(texts.description, DESCRIPTION_LIMIT) } : {}) };

/** The plan with `translated` on each event and stop that has a verified translation (the same plan in English). */
export async function withPlanTexts(db: Database, plan: Itinerary, locale: Locale): Promise<Itinerary> {
  const picks = picksOf(plan);
  const texts = await loadListTexts(db, locale, { events: plan.events.map((event) => event.id), businesses: picks.map((pick) => pick.id) });
  const event = <T extends { id: number }>(item: T) => attach(item, short(texts.event(item.id)));
  return {
    ...plan,
    events: plan.events.map(event),
    days: plan.days.map((day) => ({
      ...day,
      events: day.events.map(event),
      blocks: day.blocks.map((block) => ({ ...block, picks: block.picks.map((pick) => attach(pick, short(texts.business(pick.id)))) })),
    })),
  };
}
