/** The events page's loader (/events): its query from the address, the list or calendar, the viewer's registrations, its ad slot. */
import type { AstroGlobal } from 'astro';
import { parseEventsQuery } from '#lib/domain/event-filters.ts';
import { placementHasAds } from '../advertising/ad-serving.ts';
import { getDb } from '../db/client.ts';
import { getEventsPageData } from './event-pages.ts';
import { heldEventIds } from './user-registrations.ts';

/** Everything /events shows for the address's view, dates, search, board and type. */
export async function loadEventsPage(Astro: Pick<AstroGlobal, 'url' | 'locals'>) {
  const db = getDb();
  const { now, locale, user } = Astro.locals;
  const query = parseEventsQuery(Astro.url.searchParams, now);
  const [data, adShown] = await Promise.all([getEventsPageData(db, query, now, locale), placementHasAds(db, 'events', now)]);
  // A signed-in member sees "Registered" on the events they hold a place at.
  const shownIds =
    data.view === 'list'
      ? [...data.groups.flatMap((group) => group.events), ...data.days.flatMap((day) => day.events)].map((event) => event.id)
      : [];
  const registered = await heldEventIds(db, user?.id ?? null, shownIds);
  return { query, data, registered, adShown };
}
