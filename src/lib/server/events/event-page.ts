/** The loader of /events/{id}: the event with its host and seats, and what the viewer sees about it. */
import type { AstroGlobal } from 'astro';
import { IdParamSchema } from '#lib/schemas/api-query.ts';
import { getDb } from '../db/client.ts';
import { getEventPageData } from './event-pages.ts';
import { withPricesAndTexts } from './priced-texts.ts';
import { getSeries } from './series.ts';
import { heldEventIds } from './user-registrations.ts';
import { getWaitlistPlace } from './waitlist-place.ts';
import { earlyAccessDaysFor, earlyAccessNote } from './early-access.ts';

/** The event (null for a malformed id or none), whether the viewer holds a place, its series, the viewer's waitlist place and its texts in the page's language. */
export async function loadEventPage(Astro: Pick<AstroGlobal, 'params' | 'locals'>) {
  const { locale, now, user } = Astro.locals;
  const id = IdParamSchema.safeParse(Astro.params.id ?? '');
  const db = getDb();
  const read = id.success ? await getEventPageData(db, id.data) : null;
  if (!read) return { found: read, held: false, series: null, place: null, texts: null, earlyAccess: null };
  // The price a buyer sees is all in, with the guide's fee broken out (issue 33), read with its title
  // and description in the page's language where an admin has verified them (decision 024).
  const { priced, texts: verified } = await withPricesAndTexts(db, [read.event], now, locale, { events: [read.event.id] });
  const found = { ...read, event: priced[0] };
  const eventId = found.event.id;
  const translated = verified.event(eventId);
  const texts = { title: translated?.title ?? null, description: translated?.description ?? null };
  const [heldIds, series, earlyDays] = await Promise.all([
    // A signed-in member who holds a place sees so instead of Register.
    heldEventIds(db, user?.id ?? null, [eventId]),
    // A repeating event names its rule and its next dates, each an event of its own.
    found.event.seriesId ? getSeries(db, found.event.seriesId, now, 7, locale) : null,
    // Early event access: a member whose Premium plan lets them in before everyone reads so.
    user ? earlyAccessDaysFor(db, user, found, now) : 0,
  ]);
  const held = heldIds.has(eventId);
  // A full event offers its waitlist: the member's place in line, or the seat held for them (decision 019).
  const place = !held && user ? await getWaitlistPlace(db, eventId, user.id, now) : null;
  const earlyAccess = held ? null : earlyAccessNote(found, earlyDays, now);
  return { found, held, series, place, texts, earlyAccess };
}
