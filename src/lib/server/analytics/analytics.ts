/**
 * Analytics from what the guide really records: sign-ups, event registrations, favorites,
 * donations and revenue per day, week or month (New York calendar), page views, the busiest
 * boards and categories, and the most viewed pages. Everything is grouped in SQL against a small
 * VALUES table of buckets, five aggregate statements in one batch: the cost is one round trip
 * whatever the number of rows, and only one row per series and bucket comes back.
 */
import { sql, type SQL } from 'drizzle-orm';
import { bucketsFor, type AnalyticsPeriod, type Bucket } from '#lib/domain/analytics-buckets.ts';
import { addDays, newYorkTimeToInstant, toNewYorkParts } from '#lib/domain/time.ts';
import type { Database } from '../db/client.ts';
import type { AdminAnalyticsView, BusinessViewsView, RankedRow, SeriesName, TopPage } from '#lib/views/admin-analytics.ts';

type Timed = Exclude<SeriesName, 'pageViews'>;

/**
 * Where each timed series comes from: the instant it counts at and what it adds (1, or cents).
 * Only what succeeded counts: confirmed registrations, paid donations and listing plans, live
 * tickets, confirmed bookings; an upload paid for and later deleted was still paid, so it is the
 * refund, not the status, that takes it out.
 */
const SOURCES: Record<Timed, { table: SQL; at: SQL; value: SQL; where: SQL }> = {
  signups: { table: sql`users`, at: sql`created_at`, value: sql`1`, where: sql`1 = 1` },
  registrations: { table: sql`event_registrations`, at: sql`created_at`, value: sql`1`, where: sql`status = 'confirmed'` },
  favorites: { table: sql`user_favorites`, at: sql`created_at`, value: sql`1`, where: sql`1 = 1` },
  donations: { table: sql`donations`, at: sql`coalesce(paid_at, created_at)`, value: sql`1`, where: sql`status = 'paid'` },
  donationCents: { table: sql`donations`, at: sql`coalesce(paid_at, created_at)`, value: sql`amount_cents`, where: sql`status = 'paid'` },
  listingCents: {
    table: sql`business_listing_payments`,
    at: sql`coalesce(paid_at, created_at)`,
    value: sql`amount_cents`,
    where: sql`status = 'paid'`,
  },
  uploadCents: {
    table: sql`business_uploads`,
    at: sql`paid_at`,
    value: sql`price_cents`,
    where: sql`paid_at is not null and status != 'refunded'`,
  },
  ticketCents: { table: sql`tickets`, at: sql`created_at`, value: sql`total_amount_cents`, where: sql`status = 'active'` },
  bookingCents: { table: sql`bookings`, at: sql`created_at`, value: sql`amount_cents`, where: sql`status = 'confirmed'` },
};
const TIMED = Object.keys(SOURCES) as Timed[];
const SERIES_NAMES: SeriesName[] = [...TIMED, 'pageViews'];

type Range = { firstDay: string; endDay: string; from: number; to: number };

/** The buckets as a VALUES table b(i, s, e, sd, ed): index, bounds as instants (ms) and as dates. */
function bucketTable(buckets: Bucket[]): SQL {
  const rows = buckets.map(
    (bucket, index) =>
      sql`(${index}, ${newYorkTimeToInstant(bucket.start).getTime()}, ${newYorkTimeToInstant(bucket.end).getTime()}, ${bucket.start}, ${bucket.end})`,
  );
  return sql`b(i, s, e, sd, ed) as (values ${sql.join(rows, sql`, `)})`;
}

/** Every timed series per bucket in one statement; buckets with nothing are absent (filled in later). */
function timedQuery(db: Database, buckets: SQL, range: Range) {
  const branches = TIMED.map((name) => {
    const source = SOURCES[name];
    // The range test on each branch lets an index on the instant (users.created_at) do the work.
    return sql`select ${name} as name, ${source.at} as at, ${source.value} as v from ${source.table} where ${source.where} and ${source.at} >= ${range.from} and ${source.at} < ${range.to}`;
  });
  return db.all<{ name: Timed; i: number; v: number }>(sql`
    with ${buckets}, x(name, at, v) as (${sql.join(branches, sql` union all `)})
    select x.name as name, b.i as i, sum(x.v) as v from x join b on x.at >= b.s and x.at < b.e group by x.name, b.i`);
}

function pageViewsQuery(db: Database, buckets: SQL, range: Range) {
  return db.all<{ i: number; v: number }>(sql`
    with ${buckets}
    select b.i as i, sum(p.views) as v from page_views p join b on p.day >= b.sd and p.day < b.ed
    where p.day >= ${range.firstDay} and p.day < ${range.endDay} group by b.i`);
}

/**
 * Boards or categories with the period's page views, favorites added and confirmed registrations.
 * An event counts for its own board, else its host's; for a category, always its host's.
 */
function busiestQuery(db: Database, group: 'board' | 'category', range: Range, limit: number) {
  const ofBusiness = group === 'board' ? sql`bz.community_board_id` : sql`bz.category_id`;
  const ofEvent = group === 'board' ? sql`coalesce(ev.community_board_id, host.community_board_id)` : sql`host.category_id`;
  const groups =
    group === 'board'
      ? sql`select id, 'CB ' || number || ' - ' || name as label from community_boards`
      : sql`select id, name as label from business_categories`;
  const days = sql`p.day >= ${range.firstDay} and p.day < ${range.endDay}`;
  return db.all<RankedRow>(sql`
    select g.id as id, g.label as label, coalesce(a.views, 0) as views, coalesce(a.favorites, 0) as favorites, coalesce(a.registrations, 0) as registrations
    from (${groups}) g
    left join (
      select g, sum(views) as views, sum(favorites) as favorites, sum(registrations) as registrations, sum(views + favorites + registrations) as activity
      from (
        select ${ofBusiness} as g, p.views as views, 0 as favorites, 0 as registrations from page_views p join businesses bz on bz.id = p.subject_id where p.kind = 'business' and ${days}
        union all
        select ${ofEvent}, p.views, 0, 0 from page_views p join events ev on ev.id = p.subject_id left join businesses host on host.id = ev.business_id where p.kind = 'event' and ${days}
        union all
        select ${ofBusiness}, 0, 1, 0 from user_favorites f join businesses bz on bz.id = f.business_id where f.created_at >= ${range.from} and f.created_at < ${range.to}
        union all
        select ${ofEvent}, 0, 0, 1 from event_registrations r join events ev on ev.id = r.event_id left join businesses host on host.id = ev.business_id
        where r.status = 'confirmed' and r.created_at >= ${range.from} and r.created_at < ${range.to}
      )
      where g is not null
      group by g
    ) a on a.g = g.id
    order by coalesce(a.activity, 0) desc, coalesce(a.views, 0) desc, g.label
    limit ${limit}`);
}

/** The ten most viewed businesses and the ten most viewed events of the period. */
function topPagesQuery(db: Database, range: Range) {
  return db.all<TopPage & { kind: 'business' | 'event' }>(sql`
    select t.kind as kind, t.id as id, t.views as views,
      case t.kind when 'business' then (select name from businesses where id = t.id) else (select title from events where id = t.id) end as label
    from (
      select p.kind as kind, p.subject_id as id, sum(p.views) as views, row_number() over (partition by p.kind order by sum(p.views) desc, p.subject_id) as rank
      from page_views p where p.day >= ${range.firstDay} and p.day < ${range.endDay}
      group by p.kind, p.subject_id
    ) t
    where t.rank <= 10
    order by t.kind, t.rank`);
}

const ranked = (row: RankedRow): RankedRow => ({
  id: Number(row.id),
  label: row.label,
  views: Number(row.views),
  favorites: Number(row.favorites),
  registrations: Number(row.registrations),
});
const page = (row: TopPage & { kind: string }): TopPage => ({
  id: Number(row.id),
  label: row.label ?? `${row.kind === 'business' ? 'Business' : 'Event'} ${row.id}`,
  views: Number(row.views),
});

/** Everything the Analytics tab shows for a period ending today (New York): series, totals, busiest places, top pages. */
export async function loadAdminAnalytics(
  db: Database,
  { period, now = new Date() }: { period: AnalyticsPeriod; now?: Date },
): Promise<AdminAnalyticsView> {
  const buckets = bucketsFor(period, toNewYorkParts(now).date);
  const table = bucketTable(buckets);
  const firstDay = buckets[0].start;
  const endDay = buckets[buckets.length - 1].end;
  const range: Range = { firstDay, endDay, from: newYorkTimeToInstant(firstDay).getTime(), to: newYorkTimeToInstant(endDay).getTime() };

  const [timed, views, boards, categories, top] = await db.batch([
    timedQuery(db, table, range),
    pageViewsQuery(db, table, range),
    busiestQuery(db, 'board', range, 12),
    busiestQuery(db, 'category', range, 10),
    topPagesQuery(db, range),
  ]);

  const series = Object.fromEntries(SERIES_NAMES.map((name) => [name, buckets.map(() => 0)])) as Record<SeriesName, number[]>;
  for (const row of timed) series[row.name][Number(row.i)] = Number(row.v);
  for (const row of views) series.pageViews[Number(row.i)] = Number(row.v);
  const totals = Object.fromEntries(SERIES_NAMES.map((name) => [name, series[name].reduce((sum, value) => sum + value, 0)])) as Record<
    SeriesName,
    number
  >;

  return {
    period,
    from: firstDay,
    to: addDays(endDay, -1),
    buckets: buckets.map(({ start, label, short }) => ({ start, label, short })),
    series,
    totals,
    boards: boards.map(ranked),
    categories: categories.map(ranked),
    topBusinesses: top.filter((row) => row.kind === 'business').map(page),
    topEvents: top.filter((row) => row.kind === 'event').map(page),
  };
}

/** The owner's two reads (page views of the last 30 days, favorites), to put in the dashboard's batch. */
export function businessViewsQueries(db: Database, businessId: number, now = new Date()) {
  const today = toNewYorkParts(now).date;
  return [
    db.all<{ day: string; views: number }>(
      sql`select day, views from page_views where kind = 'business' and subject_id = ${businessId} and day >= ${addDays(today, -29)} and day <= ${today}`,
    ),
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

/** The owner's Overview figures: page views of their business over the last 30 days, and its favorites. */
export async function loadBusinessViews(db: Database, businessId: number, now = new Date()): Promise<BusinessViewsView> {
  const [rows, favorites] = await db.batch(businessViewsQueries(db, businessId, now));
  return businessViewsOf(rows, favorites, now);
}
