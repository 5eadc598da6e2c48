/**
 * A line chart drawn with uPlot, sized to its container and redrawn when the container resizes
 * (a phone held either way). uPlot and its stylesheet are imported when a chart first mounts, so
 * they stay out of the dashboard's first chunk. The canvas is hidden from assistive technology:
 * the same numbers follow each chart as a table.
 */
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
// Static: a stylesheet imported lazily is left out of the client build (its preload then fails).
import 'uplot/dist/uPlot.min.css';

export type ChartSeries = { label: string; values: number[]; color: string };

type Props = {
  /** Axis names of the buckets, oldest first (one per value of each series). */
  labels: string[];
  series: ChartSeries[];
  /** How a value reads on the axis and in the legend. */
  format: (value: number) => string;
  /** The smallest step between two ticks of the value axis: 1 for counts, 100 (a dollar) for cents. */
  step: number;
  /** The name of the buckets' series in the legend ("Period"). */
  periodLabel?: string;
};

// 1, 2, 5, 10, 20, 50 ... : steps that read well whatever the scale.
const NICE_STEPS = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((digit) => digit * 10 ** power)).flat();
const heightFor = (width: number) => (width < 480 ? 200 : 260);
// Room for the longest value on the axis ("$12,500.00"), so money never runs off the left edge.
const axisWidth = (_plot: uPlot, values: string[] | null) => 16 + 7 * Math.max(2, ...(values ?? []).map((value) => String(value).length));

export default function UplotChart({ labels, series, format, step, periodLabel = 'Period' }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    // Unmounted (or redrawn) before uPlot arrived: draw nothing.
    let cancelled = false;

    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const width = element.clientWidth || 320;
      chart = new UPlot(
        {
          width,
          height: heightFor(width),
          cursor: { drag: { x: false, y: false } },
          scales: {
            x: { time: false },
            // From zero, and with room above a flat line of zeros (uPlot would centre it).
            y: { range: (_plot, _min, max) => [0, Math.max(step, max * 1.1)] },
          },
          axes: [
            { incrs: [1, 2, 3, 4, 6, 7, 14, 30], space: 64, values: (_plot, ticks) => ticks.map((tick) => labels[tick] ?? '') },
            { incrs: NICE_STEPS.filter((value) => value >= step), size: axisWidth, values: (_plot, ticks) => ticks.map(format) },
          ],
          series: [
            { label: periodLabel, value: (_plot, index) => (index === null ? '—' : (labels[index] ?? '')) },
            ...series.map((item) => ({
              label: item.label,
              stroke: item.color,
              width: 2,
              points: { size: 5 },
              value: (_plot: uPlot, value: number | null) => (value === null ? '—' : format(value)),
            })),
          ],
        },
        [labels.map((_, index) => index), ...series.map((item) => item.values)],
        element,
      );
      observer = new ResizeObserver(() => {
        const next = element.clientWidth;
        if (chart && next > 0 && next !== chart.width) chart.setSize({ width: next, height: heightFor(next) });
      });
      observer.observe(element);
    });

    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [labels, series, format, step, periodLabel]);

  return <div ref={box} className="admin-chart" aria-hidden="true" />;
}
