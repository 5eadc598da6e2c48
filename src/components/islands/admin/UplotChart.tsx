/**
 * A line chart drawn with uPlot (loaded only when a chart is shown), sized to its container and
 * redrawn when it resizes. The numbers are also in the table after each chart, for screen readers
 * and for reading exact values; the canvas itself is hidden from assistive technology.
 */
import { useEffect, useRef } from 'react';

export type ChartSeries = { label: string; values: number[]; color: string };

type Props = { labels: string[]; series: ChartSeries[]; format?: (value: number) => string; height?: number };

export default function UplotChart({ labels, series, format = (value) => String(value), height = 220 }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const xs = labels.map((_, index) => index);
      chart = new UPlot(
        {
          width: element.clientWidth || 320,
          height,
          scales: { x: { time: false } },
          axes: [
            { values: (_plot, ticks) => ticks.map((tick) => labels[tick]?.replace(/^Week of /, '') ?? ''), size: 40 },
            { values: (_plot, ticks) => ticks.map(format), size: 60 },
          ],
          series: [{}, ...series.map((item) => ({ label: item.label, stroke: item.color, width: 2, value: (_plot: unknown, value: number | null) => (value === null ? '—' : format(value)) }))],
          legend: { show: true },
        },
        [xs, ...series.map((item) => item.values)],
        element,
      );
      observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth || 320, height }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [labels, series, format, height]);
  return <div ref={box} className="admin-chart" aria-hidden="true" style={{ minHeight: height + 40 }} />;
}
