import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** `color`: a CSS colour or `var(--token)` (canvas cannot read variables; resolved at draw time). */
export type ChartSeries = { label: string; values: number[]; color: string };

const HEIGHT = 180;

/** The design tokens' colour for a CSS variable name, resolved at draw time (themes included). */
function token(name: string, fallback: string): string {
  if (typeof window === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** Whether this browser can draw on a canvas (without it, the hidden table alone carries the figures). */
function canDraw(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

function resolveColor(color: string): string {
  const variable = /^var\((--[\w-]+)\)$/.exec(color);
  return variable?.[1] ? token(variable[1], '#0f766e') : color;
}

/**
 * A small line chart on uPlot (≈ 20 KB gzipped, loaded only in the admin chunk). `x` are Unix
 * seconds. The canvas is hidden from assistive technology; the same figures are in a visually
 * hidden table, so the chart says nothing a screen reader cannot read.
 */
export function LineChart({
  title,
  x,
  series,
  formatX = (seconds) => new Date(seconds * 1000).toLocaleDateString(),
}: {
  title: string;
  x: number[];
  series: ChartSeries[];
  formatX?: (seconds: number) => string;
}) {
  const host = useRef<HTMLDivElement | null>(null);
  const captionId = useId();

  useEffect(() => {
    const element = host.current;
    if (!element || !canDraw()) return;
    const axis = {
      stroke: token('--color-ink-muted', '#6b7280'),
      grid: { stroke: token('--color-line', '#e5e7eb') },
    };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 240),
        height: HEIGHT,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [axis, axis],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: resolveColor(s.color),
            width: 2,
            points: { show: false },
          })),
        ],
      },
      [x, ...series.map((s) => s.values)],
      element,
    );
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() =>
            plot.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT }),
          );
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [x, series]);

  return (
    <figure aria-labelledby={captionId} className="grid gap-2">
      <figcaption id={captionId} className="text-sm font-semibold text-ink">
        {title}
      </figcaption>
      <div
        ref={host}
        aria-hidden="true"
        className="w-full overflow-hidden"
        data-testid="line-chart"
      />
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {x.map((seconds, index) => (
            <tr key={seconds}>
              <th scope="row">{formatX(seconds)}</th>
              {series.map((s) => (
                <td key={s.label}>{s.values[index] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
