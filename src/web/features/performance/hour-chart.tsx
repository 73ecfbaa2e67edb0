import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TSeriesPoint } from '../../../contract/performance.ts';
import { formatMs } from './format.ts';

const HEIGHT = 220;

const cssColor = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** What the chart shows, for screen readers (the canvas says nothing). */
export function chartSummary(series: TSeriesPoint[]): string {
  const peak = Math.max(0, ...series.map((p) => p.requestRate * 60));
  const p95s = series.flatMap((p) => (p.p95 === null ? [] : [p.p95]));
  const worst = p95s.length ? Math.max(...p95s) : null;
  return `Requests per minute and p95 response time in five-minute steps over the last hour: peak ${Math.round(peak)} requests a minute, worst p95 ${formatMs(worst)}.`;
}

/** The last hour in five-minute slots: request rate (area) and p95 (line, right axis). */
export function HourChart({ series }: { series: TSeriesPoint[] }) {
  const holder = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);

  const data: uPlot.AlignedData = [
    series.map((p) => Date.parse(p.start) / 1000),
    series.map((p) => Number((p.requestRate * 60).toFixed(2))),
    series.map((p) => p.p95),
  ];

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const brand = cssColor('--color-brand', '#0f5b63');
    const accent = cssColor('--color-accent', '#b8432b');
    const muted = cssColor('--color-ink-muted', '#4b5b60');
    const line = cssColor('--color-line', '#d9dedc');
    const axis = (scale: string, side?: uPlot.Axis.Side): uPlot.Axis => ({
      scale,
      // Only when asked: an explicit undefined would move the time axis off the bottom.
      ...(side === undefined ? {} : { side }),
      stroke: muted,
      grid: { stroke: line, width: 1 },
      ticks: { stroke: line, width: 1 },
    });
    const plot = new uPlot(
      {
        width: element.clientWidth || 600,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, req: { auto: true }, ms: { auto: true } },
        series: [
          {},
          { label: 'Requests/min', scale: 'req', stroke: brand, width: 2, fill: `${brand}22` },
          { label: 'p95 (ms)', scale: 'ms', stroke: accent, width: 2, spanGaps: true },
        ],
        axes: [axis('x'), axis('req'), { ...axis('ms', 1), grid: { show: false } }],
      },
      data,
      element,
    );
    chart.current = plot;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
      chart.current = null;
    };
    // The chart is built once; new figures arrive through setData below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    chart.current?.setData(data);
  });

  return (
    <figure>
      <div className="flex flex-wrap items-center gap-4 text-sm text-ink-muted" aria-hidden="true">
        <span className="flex items-center gap-2">
          <span className="h-1.5 w-4 rounded bg-brand" /> Requests/min
        </span>
        <span className="flex items-center gap-2">
          <span className="h-1.5 w-4 rounded bg-accent" /> p95 response time
        </span>
      </div>
      <div ref={holder} role="img" aria-label={chartSummary(series)} className="mt-3 w-full" />
    </figure>
  );
}
