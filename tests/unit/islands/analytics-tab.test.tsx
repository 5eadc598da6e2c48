// @vitest-environment jsdom
/** The admin's Analytics tab: totals, each chart's numbers as a table screen readers always reach, uPlot loaded lazily, and the Day/Week/Month switch reading the API. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AnalyticsTab from '#components/islands/admin/AnalyticsTab.tsx';
import { bucketsFor, type AnalyticsPeriod } from '#lib/domain/analytics-buckets.ts';
import type { AdminAnalyticsView, SeriesName } from '#lib/views/admin-analytics.ts';
import { handFetch, resetIslands } from '../../helpers/islands.ts';

// jsdom has no canvas: uPlot is replaced by a recorder of what it was asked to draw.
const drawn = vi.hoisted(() => [] as { series: { label?: string }[]; data: number[][] }[]);
vi.mock('uplot', () => ({
  default: class {
    width: number;
    constructor(options: { width: number; series: { label?: string }[] }, data: number[][]) {
      this.width = options.width;
      drawn.push({ series: options.series, data });
    }
    setSize() {}
    destroy() {}
  },
}));

const NAMES: SeriesName[] = [
  'signups',
  'registrations',
  'favorites',
  'donations',
  'pageViews',
  'donationCents',
  'listingCents',
  'uploadCents',
  'ticketCents',
  'bookingCents',
];

function view(period: AnalyticsPeriod, values: Partial<Record<SeriesName, number[]>> = {}): AdminAnalyticsView {
  const buckets = bucketsFor(period, '2026-11-24');
  const series = Object.fromEntries(NAMES.map((name) => [name, values[name] ?? buckets.map(() => 0)])) as Record<SeriesName, number[]>;
  const totals = Object.fromEntries(NAMES.map((name) => [name, series[name].reduce((sum, value) => sum + value, 0)])) as Record<
    SeriesName,
    number
  >;
  return {
    period,
    from: buckets[0].start,
    to: '2026-11-24',
    buckets: buckets.map(({ start, label, short }) => ({ start, label, short })),
    series,
    totals,
    boards: [{ id: 11, label: 'CB 11 - East Harlem', views: 4, favorites: 0, registrations: 1 }],
    categories: [],
    topBusinesses: [{ id: 3, label: 'Salsa Club', views: 3 }],
    topEvents: [],
  };
}

const days = (at: Record<number, number>) => Array.from({ length: 30 }, (_, index) => at[index] ?? 0);
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  drawn.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  resetIslands();
  vi.unstubAllGlobals();
});

describe('the analytics tab', () => {
  it('shows the totals, draws each chart with uPlot and gives its numbers as a table, even folded', async () => {
    render(
      <AnalyticsTab
        data={view('day', { registrations: days({ 28: 1 }), donationCents: days({ 29: 5000 }), pageViews: days({ 29: 7 }) })}
      />,
    );
    await vi.waitFor(() => expect(drawn).toHaveLength(3));
    const totals = screen.getByRole('list', { name: 'Totals, last 30 days, by day' });
    expect(totals.textContent).toContain('1 registration');
    expect(totals.textContent).toContain('0 donations, $50.00');
    expect(totals.textContent).toContain('$50.00 revenue');
    expect(totals.textContent).toContain('7 page views');

    expect(drawn.map((chart) => chart.series.slice(1).map((item) => item.label))).toEqual([
      ['Sign-ups', 'Registrations', 'Favorites', 'Donations'],
      ['Listing plans', 'Uploads', 'Tickets', 'Bookings', 'Donations'],
      ['Page views'],
    ]);
    expect(drawn[0].data[2]).toEqual(days({ 28: 1 }));

    // Folded, the table is only visually hidden: it is still in the page for screen readers.
    const activity = screen.getByRole('table', { name: 'Activity, Last 30 days, by day' });
    expect(activity.parentElement!.className).toBe('visually-hidden');
    const cells = (table: HTMLElement, row: string) =>
      within(within(table).getByRole('rowheader', { name: row }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(
      within(activity)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Period', 'Sign-ups', 'Registrations', 'Favorites', 'Donations']);
    expect(cells(activity, 'Nov 23, 2026')).toEqual(['0', '1', '0', '0']);
    expect(cells(activity, 'Total')).toEqual(['0', '1', '0', '0']);
    const revenue = screen.getByRole('table', { name: 'Revenue, Last 30 days, by day' });
    expect(cells(revenue, 'Nov 24, 2026')).toEqual(['$0', '$0', '$0', '$0', '$50.00']);

    const details = screen.getByText('Activity as a table').closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(activity.parentElement!.className).toBe('admin-table-scroll');

    expect(
      within(screen.getByRole('region', { name: 'Busiest community boards' })).getByRole('rowheader', { name: 'CB 11 - East Harlem' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Salsa Club' }).getAttribute('href')).toBe('/business/3');
    expect(screen.getByRole('region', { name: 'Most viewed events' }).textContent).toContain('No views counted in this period yet.');
  });

  it('switches to weeks through the API, and says so when the answer fails', async () => {
    const { fn, calls } = handFetch();
    render(<AnalyticsTab data={view('day')} fetcher={fn} />);
    const period = screen.getByRole('navigation', { name: 'Period' });
    expect(within(period).getByRole('link', { name: 'Day (last 30 days)' }).getAttribute('aria-current')).toBe('true');

    fireEvent.click(within(period).getByRole('link', { name: 'Week (last 12 weeks)' }));
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/analytics?period=week']);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => calls[0].answer(view('week')));
    await settle();
    expect(within(period).getByRole('link', { name: 'Week (last 12 weeks)' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('table', { name: 'Activity, Last 12 weeks, Monday to Sunday' })).toBeTruthy();
    expect(location.search).toBe('?tab=analytics&period=week');

    fireEvent.click(within(period).getByRole('link', { name: 'Month (last 12 months)' }));
    await act(async () => calls[1].fail());
    expect(screen.getByRole('alert').textContent).toBe('Could not load that period. Please try again.');
    expect(within(period).getByRole('link', { name: 'Week (last 12 weeks)' }).getAttribute('aria-current')).toBe('true');
  });
});
