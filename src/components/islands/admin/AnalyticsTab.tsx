/**
 * Analytics from the guide's own records, by day, week or month: totals, charts of activity,
 * revenue and page views (each followed by its numbers as a table), the busiest community boards
 * and categories, and the most viewed pages. The period links work as plain links; hydrated, a
 * period is read from /api/admin/analytics in place.
 */
import { useMemo, useRef, useState, type MouseEvent } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import { localizePath } from '#lib/i18n/locales.ts';
import { bucketNamesIn, countIn, dollarsIn } from '#lib/i18n/localized/moderation.ts';
import type { AdminAnalyticsView, SeriesName } from '#lib/views/admin-analytics.ts';
import {
  moderation_an_activity,
  moderation_an_busiest_boards,
  moderation_an_busiest_categories,
  moderation_an_day,
  moderation_an_day_range,
  moderation_an_day_span,
  moderation_an_donations,
  moderation_an_favorites,
  moderation_an_intro,
  moderation_an_month,
  moderation_an_month_range,
  moderation_an_month_span,
  moderation_an_page_views,
  moderation_an_period_error,
  moderation_an_periods,
  moderation_an_registrations,
  moderation_an_revenue,
  moderation_an_revenue_title,
  moderation_an_s_bookings,
  moderation_an_s_donations,
  moderation_an_s_favorites,
  moderation_an_s_listing,
  moderation_an_s_page_views,
  moderation_an_s_registrations,
  moderation_an_s_signups,
  moderation_an_s_tickets,
  moderation_an_s_uploads,
  moderation_an_signups,
  moderation_an_title,
  moderation_an_top_businesses,
  moderation_an_top_events,
  moderation_an_totals,
  moderation_an_views_title,
  moderation_an_week,
  moderation_an_week_range,
  moderation_an_week_span,
  moderation_loading,
} from '#paraglide/messages.js';
import { signInAgain } from '#stores/viewer.ts';
import AnalyticsChart from './AnalyticsChart.tsx';
import { BusiestTable, TopPagesTable } from './AnalyticsTables.tsx';
import type { ChartSeries } from './UplotChart.tsx';
import './admin-analytics.css';

type Text = (inputs: Record<string, never>, options: { locale: Locale }) => string;

// `span` completes the switch's short names for screen readers ("Week (last 12 weeks)").
const PERIODS = [
  { id: 'day', label: moderation_an_day, span: moderation_an_day_span, range: moderation_an_day_range },
  { id: 'week', label: moderation_an_week, span: moderation_an_week_span, range: moderation_an_week_range },
  { id: 'month', label: moderation_an_month, span: moderation_an_month_span, range: moderation_an_month_range },
] as const;

type Line = { name: SeriesName; label: Text; color: string };

const ACTIVITY: Line[] = [
  { name: 'signups', label: moderation_an_s_signups, color: '#8c2f1b' },
  { name: 'registrations', label: moderation_an_s_registrations, color: '#1d5a8c' },
  { name: 'favorites', label: moderation_an_s_favorites, color: '#8a6400' },
  { name: 'donations', label: moderation_an_s_donations, color: '#2f7a3b' },
];
const REVENUE: Line[] = [
  { name: 'listingCents', label: moderation_an_s_listing, color: '#8c2f1b' },
  { name: 'uploadCents', label: moderation_an_s_uploads, color: '#6b4fa0' },
  { name: 'ticketCents', label: moderation_an_s_tickets, color: '#1d5a8c' },
  { name: 'bookingCents', label: moderation_an_s_bookings, color: '#8a6400' },
  { name: 'donationCents', label: moderation_an_s_donations, color: '#2f7a3b' },
];
const VIEWS: Line[] = [{ name: 'pageViews', label: moderation_an_s_page_views, color: '#8c2f1b' }];

const linesOf = (lines: Line[], data: AdminAnalyticsView, locale: Locale): ChartSeries[] =>
  lines.map((line) => ({ label: line.label({}, { locale }), color: line.color, values: data.series[line.name] }));

export type AnalyticsTabProps = {
  data: AdminAnalyticsView;
  /** The page's language (English by default). */
  locale?: Locale;
  /** Tests answer the period requests by hand; the page uses the browser's fetch. */
  fetcher?: typeof fetch;
};

export default function AnalyticsTab({ data: initial, locale = 'en', fetcher }: AnalyticsTabProps) {
  const t = { locale };
  // A period read here replaces the page's data until the dashboard brings new data (Back, Retry).
  const [read, setRead] = useState<{ base: AdminAnalyticsView; data: AdminAnalyticsView } | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const latest = useRef(0);
  const data = read && read.base === initial ? read.data : initial;

  const activity = useMemo(() => linesOf(ACTIVITY, data, locale), [data, locale]);
  const revenue = useMemo(() => linesOf(REVENUE, data, locale), [data, locale]);
  const views = useMemo(() => linesOf(VIEWS, data, locale), [data, locale]);
  // The buckets' names in the page's language (English keeps the server's).
  const buckets = useMemo(() => data.buckets.map((bucket) => bucketNamesIn(locale, data.period, bucket)), [data, locale]);
  const count = useMemo(() => (value: number) => countIn(locale, value), [locale]);
  const dollars = useMemo(() => (cents: number) => dollarsIn(locale, cents), [locale]);
  const period = PERIODS.find((item) => item.id === data.period) ?? PERIODS[0];
  const range = period.range({}, t);
  // The totals' name: "Totals, last 30 days, by day" (the range's first letter lowered; weekdays keep theirs).
  const rangeInside = range.charAt(0).toLowerCase() + range.slice(1);
  const revenueTotal = REVENUE.reduce((sum, line) => sum + data.totals[line.name], 0);

  const choose = async (event: MouseEvent<HTMLAnchorElement>, next: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const call = ++latest.current;
    setState('loading');
    try {
      const response = await (fetcher ?? fetch)(`/api/admin/analytics?period=${next}`, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (response.status === 401) return signInAgain();
      if (!response.ok) throw new Error(`status ${response.status}`);
      const answer = (await response.json()) as AdminAnalyticsView;
      // A slower answer to an earlier click must not replace the latest one.
      if (call !== latest.current) return;
      setRead({ base: initial, data: answer });
      // The address says what is shown, so a reload or a shared link opens the same period.
      history.replaceState(history.state, '', localizePath(locale, `/admin?tab=analytics&period=${next}`));
      setState('idle');
    } catch {
      if (call === latest.current) setState('error');
    }
  };

  return (
    <section className="analytics" aria-labelledby="admin-analytics-title" aria-busy={state === 'loading'}>
      <div className="admin-section-head">
        <h2 id="admin-analytics-title">{moderation_an_title({}, t)}</h2>
        <nav className="analytics-periods" aria-label={moderation_an_periods({}, t)}>
          {PERIODS.map((item) => (
            <a
              key={item.id}
              href={localizePath(locale, `/admin?tab=analytics&period=${item.id}`)}
              aria-current={item.id === data.period ? 'true' : undefined}
              onClick={(event) => void choose(event, item.id)}
            >
              {item.label({}, t)} <span className="visually-hidden">({item.span({}, t)})</span>
            </a>
          ))}
        </nav>
      </div>
      <p className="muted">{moderation_an_intro({ range, from: buckets[0]?.from ?? '' }, t)}</p>
      {state === 'loading' && (
        <p className="admin-loading" role="status">
          {moderation_loading({}, t)}
        </p>
      )}
      {state === 'error' && (
        <p className="notice" role="alert">
          {moderation_an_period_error({}, t)}
        </p>
      )}

      <ul className="analytics-totals" aria-label={moderation_an_totals({ range: rangeInside }, t)}>
        <li>
          <strong>{count(data.totals.signups)}</strong> {moderation_an_signups({ count: data.totals.signups }, t)}
        </li>
        <li>
          <strong>{count(data.totals.registrations)}</strong> {moderation_an_registrations({ count: data.totals.registrations }, t)}
        </li>
        <li>
          <strong>{count(data.totals.favorites)}</strong> {moderation_an_favorites({ count: data.totals.favorites }, t)}
        </li>
        <li>
          <strong>{count(data.totals.donations)}</strong>{' '}
          {moderation_an_donations({ count: data.totals.donations, amount: dollars(data.totals.donationCents) }, t)}
        </li>
        <li>
          <strong>{dollars(revenueTotal)}</strong> {moderation_an_revenue({}, t)}
        </li>
        <li>
          <strong>{count(data.totals.pageViews)}</strong> {moderation_an_page_views({ count: data.totals.pageViews }, t)}
        </li>
      </ul>

      <AnalyticsChart
        title={moderation_an_activity({}, t)}
        period={range}
        buckets={buckets}
        series={activity}
        format={count}
        step={1}
        locale={locale}
      />
      <AnalyticsChart
        title={moderation_an_revenue_title({}, t)}
        period={range}
        buckets={buckets}
        series={revenue}
        format={dollars}
        step={100}
        locale={locale}
      />
      <AnalyticsChart
        title={moderation_an_views_title({}, t)}
        period={range}
        buckets={buckets}
        series={views}
        format={count}
        step={1}
        locale={locale}
      />

      <div className="analytics-grid">
        <BusiestTable title={moderation_an_busiest_boards({}, t)} rows={data.boards} locale={locale} names />
        <BusiestTable title={moderation_an_busiest_categories({}, t)} rows={data.categories} locale={locale} />
        <TopPagesTable title={moderation_an_top_businesses({}, t)} rows={data.topBusinesses} path="/business/" locale={locale} />
        <TopPagesTable title={moderation_an_top_events({}, t)} rows={data.topEvents} path="/events/" locale={locale} />
      </div>
    </section>
  );
}
