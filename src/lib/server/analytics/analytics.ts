/**
 * Analytics from what the guide really records: sign-ups, event registrations, favorites,
 * donations and revenue per day, week or month (New York calendar), page views, the busiest
 * boards and categories, and the most viewed pages. Grouped in SQL against a small table of
 * buckets, a few aggregate queries in one batch; never a row per item read into memory.
 */
import { sql, type SQL } from 'drizzle-orm';
import { bucketsFor, type AnalyticsPeriod, type Bucket } from '../../domain/analytics-buckets.ts';
import { addDays, newYorkTimeToInstant, toNewYorkParts } from '../../domain/time.ts';
import type { Database } from '../db/client.ts';
import type { AdminAnalyticsView, BusinessViewsView, RankedRow, SeriesName } from '../../views/admin-analytics.ts';

/** The buckets as a VALUES table: index, start and end as instants (ms) and as dates. */
function bucketTable(buckets: Bucket[]): SQL {
  const rows = buckets.map((bucket, index) => sql`(${index}, ${newYorkTimeToInstant(bucket.start).getTime()}, ${newYorkTimeToInstant(bucket.end).getTime()}, ${bucket.start}, ${bucket.end})`);
  return sql`b(i, s, e, sd, ed) as (values ${sql.join(rows, sql`, `)})`;
}

/** Per bucket: count (or sum) of `value` over rows of `from` whose `at` instant falls in it. */
function perBucket(db: Database, buckets: SQL, from: SQL, at: SQL, value: SQL = sql`1`) {
  return db.all<{ i: number; v: number }>(sql`with ${buckets} select b.i as i, coalesce(sum(x.v), 0) as v from b left join (select ${at} as at, ${value} as v from ${from}) x on x.at >= b.s and x.at < b.e group by b.i order by b.i`);
}

const SERIES: Record<SeriesName, { from: SQL; at: SQL; value?: SQL }> = {
  signups: { from: sql`users`, at: sql`created_at` },
  registrations: { from: sql`event_registrations where status != 'cancelled'`, at: sql`created_at` },
  favorites: { from: sql`user_favorites`, at: sql`created_at` },
  donations: { from: sql`donations where status in ('paid', 'refunded')`, at: sql`coalesce(paid_at, created_at)` },
  pageViews: { from: sql`(select 0)`, at: sql`null` },
  donationCents: { from: sql`donations where status = 'paid'`, at: sql`coalesce(paid_at, created_at)`, value: sql`amount_cents` },
  listingCents: { from: sql`business_listing_payments where status = 'paid'`, at: sql`coalesce(paid_at, created_at)`, value: sql`amount_cents` },
  ticketCents: { from: sql`tickets where status = 'active'`, at: sql`created_at`, value: sql`total_amount_cents` },
  uploadCents: { from: sql`business_uploads where status = 'active'`, at: sql`coalesce(paid_at, created_at)`, value: sql`price_cents` },
  bookingCents: { from: sql`bookings where status = 'confirmed'`, at: sql`created_at`, value: sql`amount_cents` },
};

const NAMES = Object.keys(SERIES) as SeriesName[];

/** Everything the Analytics tab shows for a period, ending today (New York). */
export async function loadAdminAnalytics(db: Database, { period, now = new Date() }: { period: AnalyticsPeriod; now?: Date }): Promise<AdminAnalyticsView> {
  const buckets = bucketsFor(period, toNewYorkParts(now).date);
  const table = bucketTable(buckets);
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  const from = newYorkTimeToInstant(first.start).getTime();
  const to = newYorkTimeToInstant(last.end).getTime();
  const counted = NAMES.filter((name) => name !== 'pageViews').map((name) => perBucket(db, table, SERIES[name].from, SERIES[name].at, SERIES[name].value));
  const views = db.all<{ i: number; v: number }>(sql`with ${table} select b.i as i, coalesce(sum(p.views), 0) as v from b left join page_views p on p.day >= b.sd and p.day < b.ed group by b.i order by b.i`);
  const ranked = (group: 'community_board_id' | 'category_id', labels: SQL) =>
    db.all<RankedRow>(sql`
      select g.id as id, g.label as label,
        (select coalesce(sum(p.views), 0) from page_views p join businesses x on x.id = p.subject_id and p.kind = 'business' where x.${sql.raw(group)} = g.id and p.day >= ${first.start} and p.day < ${last.end})
        ${group === 'community_board_id' ? sql`+ (select coalesce(sum(p.views), 0) from page_views p join events x on x.id = p.subject_id and p.kind = 'event' where x.community_board_id = g.id and p.day >= ${first.start} and p.day < ${last.end})` : sql``} as views,
        (select count(*) from user_favorites f join businesses x on x.id = f.business_id where x.${sql.raw(group)} = g.id and f.created_at >= ${from} and f.created_at < ${to}) as favorites,
        (select count(*) from event_registrations r join events e on e.id = r.event_id ${group === 'community_board_id' ? sql`where e.community_board_id = g.id` : sql`join businesses x on x.id = e.business_id where x.category_id = g.id`} and r.status != 'cancelled' and r.created_at >= ${from} and r.created_at < ${to}) as registrations
      from (${labels}) g
      order by views + favorites + registrations desc, g.label`);
  const top = (kind: 'business' | 'event') =>
    db.all<{ id: number; label: string; views: number }>(sql`
      select p.subject_id as id, ${kind === 'business' ? sql`(select name from businesses where id = p.subject_id)` : sql`(select title from events where id = p.subject_id)`} as label, sum(p.views) as views
      from page_views p where p.kind = ${kind} and p.day >= ${first.start} and p.day < ${last.end}
      group by p.subject_id order by views desc, p.subject_id limit 10`);
  const [viewRows, boards, categories, topBusinesses, topEvents, ...seriesRows] = await db.batch([
    views,
    ranked('community_board_id', sql`select id, 'CB ' || number || ' - ' || name as label from community_boards`),
    ranked('category_id', sql`select id, name as label from business_categories`),
    top('business'),
    top('event'),
    ...counted,
  ] as const);
  const series = {} as Record<SeriesName, number[]>;
  NAMES.filter((name) => name !== 'pageViews').forEach((name, index) => (series[name] = (seriesRows[index] as { v: number }[]).map((row) => Number(row.v))));
  series.pageViews = viewRows.map((row) => Number(row.v));
  const totals = Object.fromEntries(NAMES.map((name) => [name, series[name].reduce((sum, value) => sum + value, 0)])) as Record<SeriesName, number>;
  const numbers = (row: RankedRow): RankedRow => ({ id: Number(row.id), label: row.label, views: Number(row.views), favorites: Number(row.favorites), registrations: Number(row.registrations) });
  return {
    period,
    buckets: buckets.map((bucket) => bucket.label),
    series,
    totals,
    boards: boards.map(numbers),
    categories: categories.map(numbers).slice(0, 8),
    topBusinesses: topBusinesses.map((row) => ({ id: Number(row.id), label: row.label ?? `Business ${row.id}`, views: Number(row.views) })),
    topEvents: topEvents.map((row) => ({ id: Number(row.id), label: row.label ?? `Event ${row.id}`, views: Number(row.views) })),
  };
}

/** The two reads of the owner's figures (page views over 30 days, favorites), to put in a batch. */
export function businessViewsQueries(db: Database, businessId: number, now = new Date()) {
  const today = toNewYorkParts(now).date;
  const start = addDays(today, -29);
  return [
    db.all<{ day: string; views: number }>(sql`select day, views from page_views where kind = 'business' and subject_id = ${businessId} and day >= ${start} and day <= ${today}`),
    db.all<{ n: number }>(sql`select count(*) as n from user_favorites where business_id = ${businessId}`),
  ] as const;
}

/** The owner's figures from those reads: 30 zero-filled days ending today. */
export function businessViewsOf(rows: { day: string; views: number }[], favorites: { n: number }[], now = new Date()): BusinessViewsView {
  const start = addDays(toNewYorkParts(now).date, -29);
  const byDay = new Map(rows.map((row) => [row.day, Number(row.views)]));
  const viewsByDay = Array.from({ length: 30 }, (_, n) => addDays(start, n)).map((day) => ({ day, views: byDay.get(day) ?? 0 }));
  return { viewsLast30Days: viewsByDay.reduce((sum, day) => sum + day.views, 0), viewsByDay, favorites: Number(favorites[0]?.n ?? 0) };
}

/** The owner's Overview figures: page views over the last 30 days and favorites of their business. */
export async function loadBusinessViews(db: Database, businessId: number, now = new Date()): Promise<BusinessViewsView> {
  const [rows, favorites] = await db.batch(businessViewsQueries(db, businessId, now));
  return businessViewsOf(rows, favorites, now);
}
