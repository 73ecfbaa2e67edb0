const WIDTH = 120;
const HEIGHT = 32;

/** Polyline segments of a series; a null (a day without data) breaks the line. */
export function sparklinePaths(series: Array<number | null>): string[] {
  const known = series.filter((value): value is number => value !== null);
  if (known.length === 0) return [];
  const min = Math.min(...known);
  const max = Math.max(...known);
  const span = max - min || 1;
  const step = series.length > 1 ? WIDTH / (series.length - 1) : 0;
  const paths: string[] = [];
  let current: string[] = [];
  series.forEach((value, i) => {
    if (value === null) {
      if (current.length) paths.push(current.join(' '));
      current = [];
      return;
    }
    // A flat series sits in the middle; otherwise the range fills the height (2 px margins).
    const y = max === min ? HEIGHT / 2 : 2 + (1 - (value - min) / span) * (HEIGHT - 4);
    current.push(`${(i * step).toFixed(1)},${y.toFixed(1)}`);
  });
  if (current.length) paths.push(current.join(' '));
  return paths;
}

/**
 * A small inline SVG trend line (no chart library for 30 points). Decorative: the card states
 * the figures in text, so the drawing is hidden from assistive technology.
 */
export function Sparkline({ series }: { series: Array<number | null> }) {
  const paths = sparklinePaths(series);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-8 w-full text-brand"
      preserveAspectRatio="none"
      aria-hidden="true"
      data-testid="sparkline"
    >
      {paths.map((points) =>
        points.includes(' ') ? (
          <polyline
            key={points}
            points={points}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        ) : (
          <circle
            key={points}
            cx={points.split(',')[0]}
            cy={points.split(',')[1]}
            r="1.5"
            fill="currentColor"
          />
        ),
      )}
    </svg>
  );
}
