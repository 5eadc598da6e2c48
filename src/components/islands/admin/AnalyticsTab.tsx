/**
 * Analytics from the guide's own records, by day, week or month: totals, charts of activity,
 * revenue and page views (each followed by its numbers as a table), the busiest community boards
 * and categories, and the most viewed pages. The period links work as plain links; hydrated, a
 * period is read from /api/admin/analytics in place.
 */
import { useMemo, useRef, useState, type MouseEvent } from 'react';
import { formatPrice } from '../../../lib/domain/money.ts';
import { pluralWord } from '../../../lib/domain/plural.ts';
import type { AdminAnalyticsView, SeriesName } from '../../../lib/views/admin-analytics.ts';
import { signInAgain } from '../../../stores/viewer.ts';
import AnalyticsChart from './AnalyticsChart.tsx';
import { BusiestTable, TopPagesTable } from './AnalyticsTables.tsx';
import type { ChartSeries } from './UplotChart.tsx';
import './admin-analytics.css';
import type { Locale } from '../../../lib/domain/locales.ts';

// `span` completes the switch's short names for screen readers ("Week (last 12 weeks)").
const PERIODS = [
  { id: 'day', label: 'Day', span: 'last 30 days', range: 'Last 30 days, by day' },
  { id: 'week', label: 'Week', span: 'last 12 weeks', range: 'Last 12 weeks, Monday to Sunday' },
  { id: 'month', label: 'Month', span: 'last 12 months', range: 'Last 12 months' },
] as const;

type Line = { name: SeriesName; label: string; color: string };

const ACTIVITY: Line[] = [
  { name: 'signups', label: 'Sign-ups', color: '#8c2f1b' },
  { name: 'registrations', label: 'Registrations', color: '#1d5a8c' },
  { name: 'favorites', label: 'Favorites', color: '#8a6400' },
  { name: 'donations', label: 'Donations', color: '#2f7a3b' },
];
const REVENUE: Line[] = [
  { name: 'listingCents', label: 'Listing plans', color: '#8c2f1b' },
  { name: 'uploadCents', label: 'Uploads', color: '#6b4fa0' },
  { name: 'ticketCents', label: 'Tickets', color: '#1d5a8c' },
  { name: 'bookingCents', label: 'Bookings', color: '#8a6400' },
  { name: 'donationCents', label: 'Donations', color: '#2f7a3b' },
];
const VIEWS: Line[] = [{ name: 'pageViews', label: 'Page views', color: '#8c2f1b' }];

const count = (value: number) => value.toLocaleString('en-US');
const dollars = (cents: number) => (cents === 0 ? '$0' : formatPrice(cents));
const linesOf = (lines: Line[], data: AdminAnalyticsView): ChartSeries[] => lines.map((line) => ({ label: line.label, color: line.color, values: data.series[line.name] }));

export type AnalyticsTabProps = {
  data: AdminAnalyticsView;
  /** Tests answer the period requests by hand; the page uses the browser's fetch. */
  fetcher?: typeof fetch;
  locale?: Locale;
};

export default function AnalyticsTab({ data: initial, fetcher }: AnalyticsTabProps) {
  // A period read here replaces the page's data until the dashboard brings new data (Back, Retry).
  const [read, setRead] = useState<{ base: AdminAnalyticsView; data: AdminAnalyticsView } | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const latest = useRef(0);
  const data = read && read.base === initial ? read.data : initial;

  const activity = useMemo(() => linesOf(ACTIVITY, data), [data]);
  const revenue = useMemo(() => linesOf(REVENUE, data), [data]);
  const views = useMemo(() => linesOf(VIEWS, data), [data]);
  const period = PERIODS.find((item) => item.id === data.period) ?? PERIODS[0];
  const revenueTotal = REVENUE.reduce((sum, line) => sum + data.totals[line.name], 0);

  const choose = async (event: MouseEvent<HTMLAnchorElement>, next: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const call = ++latest.current;
    setState('loading');
    try {
      const response = await (fetcher ?? fetch)(`/api/admin/analytics?period=${next}`, { credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (response.status === 401) return signInAgain();
      if (!response.ok) throw new Error(`status ${response.status}`);
      const answer = (await response.json()) as AdminAnalyticsView;
      // A slower answer to an earlier click must not replace the latest one.
      if (call !== latest.current) return;
      setRead({ base: initial, data: answer });
      // The address says what is shown, so a reload or a shared link opens the same period.
      history.replaceState(history.state, '', `/admin?tab=analytics&period=${next}`);
      setState('idle');
    } catch {
      if (call === latest.current) setState('error');
    }
  };

  return (
    <section className="analytics" aria-labelledby="admin-analytics-title" aria-busy={state === 'loading'}>
      <div className="admin-section-head">
        <h2 id="admin-analytics-title">Analytics</h2>
        <nav className="analytics-periods" aria-label="Period">
          {PERIODS.map((item) => (
            <a key={item.id} href={`/admin?tab=analytics&period=${item.id}`} aria-current={item.id === data.period ? 'true' : undefined} onClick={(event) => void choose(event, item.id)}>
              {item.label} <span className="visually-hidden">({item.span})</span>
            </a>
          ))}
        </nav>
      </div>
      <p className="muted">
        {period.range} ({data.buckets[0]?.label.replace(/^Week of /, '')} to today), New York time. Page views leave out bots and prefetches; money counts
        succeeded payments only.
      </p>
      {state === 'loading' && <p className="admin-loading" role="status">Loading…</p>}
      {state === 'error' && <p className="notice" role="alert">Could not load that period. Please try again.</p>}

      <ul className="analytics-totals" aria-label={`Totals, ${period.range.toLowerCase()}`}>
        <li><strong>{count(data.totals.signups)}</strong> {pluralWord(data.totals.signups, 'sign-up')}</li>
        <li><strong>{count(data.totals.registrations)}</strong> {pluralWord(data.totals.registrations, 'registration')}</li>
        <li><strong>{count(data.totals.favorites)}</strong> {pluralWord(data.totals.favorites, 'favorite')} added</li>
        <li><strong>{count(data.totals.donations)}</strong> {pluralWord(data.totals.donations, 'donation')}, {dollars(data.totals.donationCents)}</li>
        <li><strong>{dollars(revenueTotal)}</strong> revenue</li>
        <li><strong>{count(data.totals.pageViews)}</strong> page {pluralWord(data.totals.pageViews, 'view')}</li>
      </ul>

      <AnalyticsChart title="Activity" period={period.range} buckets={data.buckets} series={activity} format={count} step={1} />
      <AnalyticsChart title="Revenue" period={period.range} buckets={data.buckets} series={revenue} format={dollars} step={100} />
      <AnalyticsChart title="Page views of businesses and events" period={period.range} buckets={data.buckets} series={views} format={count} step={1} />

      <div className="analytics-grid">
        <BusiestTable title="Busiest community boards" rows={data.boards} />
        <BusiestTable title="Busiest categories" rows={data.categories} />
        <TopPagesTable title="Most viewed businesses" rows={data.topBusinesses} path="/business/" />
        <TopPagesTable title="Most viewed events" rows={data.topEvents} path="/events/" />
      </div>
    </section>
  );
}
