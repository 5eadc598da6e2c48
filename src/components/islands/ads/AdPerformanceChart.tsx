/**
 * An ad's impressions and clicks by day (issue 17), drawn with the dashboards' uPlot chart; the
 * same figures follow it as a table, drawn by the server. Words come translated as props.
 */
import { useMemo } from 'react';
import UplotChart, { type ChartSeries } from '../admin/UplotChart.tsx';

type Props = {
  /** The days, oldest first, as shown on the axis. */
  labels: string[];
  impressions: number[];
  clicks: number[];
  names: { impressions: string; clicks: string; day: string };
  /** The page's Intl locale ("en-US"), for the numbers. */
  intl: string;
};

export default function AdPerformanceChart({ labels, impressions, clicks, names, intl }: Props) {
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: names.impressions, values: impressions, color: '#8a5a00' },
      { label: names.clicks, values: clicks, color: '#1f5f8b' },
    ],
    [impressions, clicks, names],
  );
  const format = useMemo(() => {
    const numbers = new Intl.NumberFormat(intl);
    return (value: number) => numbers.format(value);
  }, [intl]);
  return <UplotChart labels={labels} series={series} format={format} step={1} periodLabel={names.day} />;
}
