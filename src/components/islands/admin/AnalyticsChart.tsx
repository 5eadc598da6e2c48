/**
 * One chart of the Analytics tab and its numbers as a real table. The table is always in the page
 * for screen readers and only visually collapsed: a closed <details> would hide it from them too,
 * so the <details> is only the visible switch and the table sits after it.
 */
import { useId, useMemo, useState } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import { moderation_an_as_table, moderation_an_periods } from '#paraglide/messages.js';
import UplotChart, { type ChartSeries } from './UplotChart.tsx';

type Props = {
  title: string;
  /** What the period is, for the table's caption ("Last 30 days, by day"). */
  period: string;
  buckets: { label: string; short: string }[];
  series: ChartSeries[];
  format: (value: number) => string;
  step: number;
  /** The page's language (English by default). */
  locale?: Locale;
};

export default function AnalyticsChart({ title, period, buckets, series, format, step, locale = 'en' }: Props) {
  const column = moderation_an_periods({}, { locale });
  const [shown, setShown] = useState(false);
  const heading = useId();
  // Stable while the data is: the chart is drawn again when its data changes, not on a toggle.
  const labels = useMemo(() => buckets.map((bucket) => bucket.short), [buckets]);
  return (
    <section className="analytics-chart" aria-labelledby={heading}>
      <h3 id={heading}>{title}</h3>
      <UplotChart labels={labels} series={series} format={format} step={step} periodLabel={column} />
      <details className="analytics-numbers-switch" onToggle={(event) => setShown(event.currentTarget.open)}>
        <summary>{moderation_an_as_table({ title }, { locale })}</summary>
      </details>
      <div className={shown ? 'admin-table-scroll' : 'visually-hidden'}>
        <table className="analytics-numbers">
          <caption className="visually-hidden">{`${title}, ${period}`}</caption>
          <thead>
            <tr>
              <th scope="col">{column}</th>
              {series.map((item) => (
                <th key={item.label} scope="col">
                  {item.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket, index) => (
              <tr key={bucket.label}>
                <th scope="row">{bucket.label}</th>
                {series.map((item) => (
                  <td key={item.label}>{format(item.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              {series.map((item) => (
                <td key={item.label}>{format(item.values.reduce((sum, value) => sum + value, 0))}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
