/**
 * Analytics from the guide's own records: day, week or month; figures; charts of activity,
 * revenue and page views (uPlot), each with its numbers as a table; the busiest boards and
 * categories and the most viewed pages.
 */
import { useMemo, useState, type MouseEvent } from 'react';
import { formatPrice } from '../../../lib/domain/money.ts';
import type { AdminAnalyticsView, RankedRow, SeriesName } from '../../../lib/views/admin-analytics.ts';
import UplotChart, { type ChartSeries } from './UplotChart.tsx';
import './admin-analytics.css';

const PERIODS = [
  { id: 'day', label: 'Last 30 days' },
  { id: 'week', label: 'Last 12 weeks' },
  { id: 'month', label: 'Last 12 months' },
] as const;

const ACTIVITY: { name: SeriesName; label: string; color: string }[] = [
  { name: 'signups', label: 'Sign-ups', color: '#8c2f1b' },
  { name: 'registrations', label: 'Registrations', color: '#1d5a8c' },
  { name: 'favorites', label: 'Favorites', color: '#c08a00' },
  { name: 'donations', label: 'Donations', color: '#2f7a3b' },
];
const REVENUE: { name: SeriesName; label: string; color: string }[] = [
  { name: 'listingCents', label: 'Listing plans', color: '#8c2f1b' },
  { name: 'ticketCents', label: 'Tickets', color: '#1d5a8c' },
  { name: 'uploadCents', label: 'Uploads', color: '#6b4fa0' },
  { name: 'bookingCents', label: 'Bookings', color: '#c08a00' },
  { name: 'donationCents', label: 'Donations', color: '#2f7a3b' },
];
const dollars = (cents: number) => formatPrice(cents).replace(/^Free$/, '$0.00');

export default function AnalyticsTab({ data: initial }: { data: AdminAnalyticsView }) {
  const [data, setData] = useState(initial);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');

  const choose = async (event: MouseEvent<HTMLAnchorElement>, period: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setState('loading');
    try {
      const response = await fetch(`/api/admin/analytics?period=${period}`, { credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(String(response.status));
      setData((await response.json()) as AdminAnalyticsView);
      history.replaceState(null, '', `/admin?tab=analytics&period=${period}`);
      setState('idle');
    } catch {
      setState('error');
    }
  };

  const pick = (names: typeof ACTIVITY): ChartSeries[] => names.map((item) => ({ label: item.label, values: data.series[item.name], color: item.color }));
  const activity = useMemo(() => pick(ACTIVITY), [data]); // eslint-disable-line react-hooks/exhaustive-deps
  const revenue = useMemo(() => pick(REVENUE), [data]); // eslint-disable-line react-hooks/exhaustive-deps
  const views = useMemo(() => [{ label: 'Page views', values: data.series.pageViews, color: '#8c2f1b' }], [data]);
  const revenueTotal = REVENUE.reduce((sum, item) => sum + data.totals[item.name], 0);
  const period = PERIODS.find((item) => item.id === data.period)!;

  return (
    <section aria-labelledby="admin-analytics-title" aria-busy={state === 'loading'}>
      <div className="admin-section-head">
        <h2 id="admin-analytics-title">Analytics</h2>
        <nav className="admin-subnav" aria-label="Period">
          {PERIODS.map((item) => (
            <a key={item.id} href={`/admin?tab=analytics&period=${item.id}`} aria-current={item.id === data.period ? 'page' : undefined} onClick={(event) => void choose(event, item.id)}>{item.label}</a>
          ))}
        </nav>
      </div>
      {state === 'error' && <p className="notice" role="alert">Could not load that period. Please try again.</p>}
      <ul className="analytics-totals" aria-label={`Totals, ${period.label.toLowerCase()}`}>
        <li><strong>{data.totals.signups}</strong> sign-ups</li>
        <li><strong>{data.totals.registrations}</strong> registrations</li>
        <li><strong>{data.totals.favorites}</strong> favorites</li>
        <li><strong>{data.totals.donations}</strong> donations</li>
        <li><strong>{dollars(revenueTotal)}</strong> revenue</li>
        <li><strong>{data.totals.pageViews}</strong> page views</li>
      </ul>

      <ChartBlock title="Activity" labels={data.buckets} series={activity} />
      <ChartBlock title="Revenue" labels={data.buckets} series={revenue} format={dollars} />
      <ChartBlock title="Page views of businesses and events" labels={data.buckets} series={views} />

      <div className="analytics-grid">
        <Ranked title="Busiest community boards" rows={data.boards} />
        <Ranked title="Busiest categories" rows={data.categories} />
        <TopPages title="Most viewed businesses" rows={data.topBusinesses} path="/business/" />
        <TopPages title="Most viewed events" rows={data.topEvents} path="/events/" />
      </div>
    </section>
  );
}

function ChartBlock({ title, labels, series, format = String }: { title: string; labels: string[]; series: ChartSeries[]; format?: (value: number) => string }) {
  return (
    <section className="analytics-chart" aria-label={title}>
      <h3>{title}</h3>
      <UplotChart labels={labels} series={series} format={format} />
      <details>
        <summary>{`${title} as a table`}</summary>
        <div className="admin-table-scroll">
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr><th scope="col">Period</th>{series.map((item) => <th key={item.label} scope="col">{item.label}</th>)}</tr>
            </thead>
            <tbody>
              {labels.map((label, index) => (
                <tr key={label}><th scope="row">{label}</th>{series.map((item) => <td key={item.label}>{format(item.values[index])}</td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

function Ranked({ title, rows }: { title: string; rows: RankedRow[] }) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <table>
        <thead><tr><th scope="col">Name</th><th scope="col">Views</th><th scope="col">Favorites</th><th scope="col">Registrations</th></tr></thead>
        <tbody>{rows.map((row) => <tr key={row.id}><th scope="row">{row.label}</th><td>{row.views}</td><td>{row.favorites}</td><td>{row.registrations}</td></tr>)}</tbody>
      </table>
    </section>
  );
}

function TopPages({ title, rows, path }: { title: string; rows: { id: number; label: string; views: number }[]; path: string }) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {rows.length === 0 ? <p className="muted">No views counted in this period yet.</p> : (
        <table>
          <thead><tr><th scope="col">Page</th><th scope="col">Views</th></tr></thead>
          <tbody>{rows.map((row) => <tr key={row.id}><th scope="row"><a href={`${path}${row.id}`}>{row.label}</a></th><td>{row.views}</td></tr>)}</tbody>
        </table>
      )}
    </section>
  );
}
