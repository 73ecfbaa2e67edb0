/**
 * Silhouettes for the generated destination scenes. Every function returns an SVG fragment; the
 * shapes are deliberately flat (poster style) so JPEGs stay small and nobody mistakes them for
 * real photographs.
 */
import type { Random } from './random.ts';

export type Point = [number, number];

const r1 = (value: number) => Math.round(value * 10) / 10;

/** Jagged mountain ridge by midpoint displacement. */
export function ridgePoints(
  random: Random,
  width: number,
  baseY: number,
  amplitude: number,
  roughness = 0.55,
  depth = 7,
): Point[] {
  const count = 2 ** depth;
  const heights = new Array<number>(count + 1).fill(0);
  heights[0] = random.between(-0.5, 0.5) * amplitude;
  heights[count] = random.between(-0.5, 0.5) * amplitude;
  let step = count;
  let spread = amplitude;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < count; i += step) {
      const mean = ((heights[i - half] ?? 0) + (heights[i + half] ?? 0)) / 2;
      heights[i] = mean + random.between(-1, 1) * spread;
    }
    step = half;
    spread *= roughness;
  }
  // Stretch to the full amplitude so every range has proper peaks, whatever the dice said.
  const low = Math.min(...heights);
  const high = Math.max(...heights);
  const span = Math.max(1e-6, high - low);
  return heights.map((h, i) => [
    (i / count) * width,
    baseY - (0.12 + (0.88 * (h - low)) / span) * amplitude,
  ]);
}

/** A few gentle control points for hills and dunes. */
export function rollingPoints(
  random: Random,
  width: number,
  baseY: number,
  amplitude: number,
  bumps: number,
): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= bumps; i += 1) {
    const x =
      (i / bumps) * width + (i > 0 && i < bumps ? random.between(-0.2, 0.2) : 0) * (width / bumps);
    points.push([x, baseY - random.between(0.1, 1) * amplitude]);
  }
  return points;
}

/** Closed area under a polyline down to `bottom`. */
export function areaPath(points: Point[], bottom: number): string {
  const first = points[0] ?? [0, bottom];
  const last = points[points.length - 1] ?? first;
  const line = points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' L');
  return `M${r1(first[0])},${bottom} L${line} L${r1(last[0])},${bottom} Z`;
}

/** Closed area under a smooth curve through the midpoints of `points`. */
export function smoothAreaPath(points: Point[], bottom: number): string {
  const first = points[0] ?? [0, bottom];
  const last = points[points.length - 1] ?? first;
  let d = `M${r1(first[0])},${bottom} L${r1(first[0])},${r1(first[1])}`;
  for (let i = 1; i < points.length - 1; i += 1) {
    const [x, y] = points[i] as Point;
    const [nx, ny] = points[i + 1] as Point;
    d += ` Q${r1(x)},${r1(y)} ${r1((x + nx) / 2)},${r1((y + ny) / 2)}`;
  }
  d += ` L${r1(last[0])},${r1(last[1])} L${r1(last[0])},${bottom} Z`;
  return d;
}

/** Height of a polyline at x (linear interpolation), to plant trees on a ridge. */
export function heightAt(points: Point[], x: number): number {
  for (let i = 1; i < points.length; i += 1) {
    const [x1, y1] = points[i] as Point;
    const [x0, y0] = points[i - 1] as Point;
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / Math.max(1e-6, x1 - x0);
  }
  return points[points.length - 1]?.[1] ?? 0;
}

export function pine(x: number, baseY: number, height: number, fill: string): string {
  const w = height * 0.42;
  const tiers = [0, 0.28, 0.52].map((t, i) => {
    const top = baseY - height + t * height;
    const bottom = top + height * (0.5 - i * 0.04);
    const half = w * (0.55 + i * 0.22);
    return `M${r1(x)},${r1(top)} L${r1(x + half)},${r1(bottom)} L${r1(x - half)},${r1(bottom)} Z`;
  });
  const trunk = `M${r1(x - w * 0.06)},${r1(baseY - height * 0.12)} h${r1(w * 0.12)} V${r1(baseY)} h${r1(-w * 0.12)} Z`;
  return `<path d="${tiers.join(' ')} ${trunk}" fill="${fill}"/>`;
}

export function cypress(x: number, baseY: number, height: number, fill: string): string {
  const w = height * 0.13;
  return `<path d="M${r1(x)},${r1(baseY - height)} C${r1(x + w)},${r1(baseY - height * 0.7)} ${r1(x + w)},${r1(baseY - height * 0.2)} ${r1(x)},${r1(baseY)} C${r1(x - w)},${r1(baseY - height * 0.2)} ${r1(x - w)},${r1(baseY - height * 0.7)} ${r1(x)},${r1(baseY - height)} Z" fill="${fill}"/>`;
}

export function palm(x: number, baseY: number, height: number, lean: number, fill: string): string {
  const topX = x + lean * height * 0.35;
  const topY = baseY - height;
  const trunkW = height * 0.035;
  const trunk = `M${r1(x - trunkW)},${r1(baseY)} Q${r1(x + lean * height * 0.05)},${r1(baseY - height * 0.55)} ${r1(topX - trunkW * 0.5)},${r1(topY)} L${r1(topX + trunkW * 0.5)},${r1(topY)} Q${r1(x + lean * height * 0.05 + trunkW * 2)},${r1(baseY - height * 0.55)} ${r1(x + trunkW)},${r1(baseY)} Z`;
  const fronds = [-160, -125, -95, -60, -25, 10, 200]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      const len = height * 0.42;
      const ex = topX + Math.cos(rad) * len;
      const ey = topY + Math.sin(rad) * len * 0.55 + len * 0.35;
      const cx = topX + Math.cos(rad) * len * 0.5;
      const cy = topY + Math.sin(rad) * len * 0.6 - len * 0.12;
      return `M${r1(topX)},${r1(topY)} Q${r1(cx)},${r1(cy - len * 0.08)} ${r1(ex)},${r1(ey)} Q${r1(cx)},${r1(cy + len * 0.1)} ${r1(topX)},${r1(topY)} Z`;
    })
    .join(' ');
  return `<path d="${trunk} ${fronds}" fill="${fill}"/>`;
}

export function acacia(x: number, baseY: number, height: number, fill: string): string {
  const w = height * 1.1;
  const t = Math.max(1.5, height * 0.035);
  const crownY = baseY - height * 0.72;
  const branches = `M${r1(x - t)},${r1(baseY)} L${r1(x - t * 0.8)},${r1(crownY + height * 0.2)} L${r1(x - w * 0.28)},${r1(crownY + 2)} L${r1(x - w * 0.26)},${r1(crownY - 2)} L${r1(x)},${r1(crownY + height * 0.14)} L${r1(x + w * 0.24)},${r1(crownY - 3)} L${r1(x + w * 0.27)},${r1(crownY + 1)} L${r1(x + t * 0.9)},${r1(crownY + height * 0.22)} L${r1(x + t)},${r1(baseY)} Z`;
  const crown = `M${r1(x - w * 0.5)},${r1(crownY)} Q${r1(x - w * 0.45)},${r1(crownY - height * 0.22)} ${r1(x)},${r1(crownY - height * 0.24)} Q${r1(x + w * 0.5)},${r1(crownY - height * 0.22)} ${r1(x + w * 0.55)},${r1(crownY)} Q${r1(x)},${r1(crownY + height * 0.06)} ${r1(x - w * 0.5)},${r1(crownY)} Z`;
  return `<path d="${branches} ${crown}" fill="${fill}"/>`;
}

export type Roof = 'flat' | 'dome' | 'spire' | 'pagoda' | 'gable';

/** One building with an optional roof ornament; windows are added by the caller. */
export function building(
  x: number,
  baseY: number,
  w: number,
  h: number,
  roof: Roof,
  fill: string,
): string {
  const top = baseY - h;
  const body = `M${r1(x)},${r1(baseY)} V${r1(top)} H${r1(x + w)} V${r1(baseY)} Z`;
  const cx = x + w / 2;
  switch (roof) {
    case 'dome':
      return `<path d="${body} M${r1(x + w * 0.12)},${r1(top)} A${r1(w * 0.38)},${r1(w * 0.42)} 0 0 1 ${r1(x + w * 0.88)},${r1(top)} Z M${r1(cx - 1.5)},${r1(top - w * 0.42)} h3 v${r1(-w * 0.25)} h-3 Z" fill="${fill}"/>`;
    case 'spire':
      return `<path d="${body} M${r1(x + w * 0.2)},${r1(top)} L${r1(cx)},${r1(top - w * 1.6)} L${r1(x + w * 0.8)},${r1(top)} Z" fill="${fill}"/>`;
    case 'gable':
      return `<path d="${body} M${r1(x - 3)},${r1(top)} L${r1(cx)},${r1(top - w * 0.45)} L${r1(x + w + 3)},${r1(top)} Z" fill="${fill}"/>`;
    case 'pagoda': {
      const tiers = [0, 1, 2, 3]
        .map((i) => {
          const tw = w * (1 - i * 0.17);
          const ty = top - i * w * 0.42;
          const overhang = tw * 0.22;
          return `M${r1(cx - tw / 2 - overhang)},${r1(ty)} Q${r1(cx - tw / 2)},${r1(ty - w * 0.08)} ${r1(cx - tw / 2 + 2)},${r1(ty - w * 0.14)} L${r1(cx + tw / 2 - 2)},${r1(ty - w * 0.14)} Q${r1(cx + tw / 2)},${r1(ty - w * 0.08)} ${r1(cx + tw / 2 + overhang)},${r1(ty)} Z M${r1(cx - tw * 0.35)},${r1(ty - w * 0.14)} h${r1(tw * 0.7)} v${r1(-w * 0.28)} h${r1(-tw * 0.7)} Z`;
        })
        .join(' ');
      return `<path d="${body} ${tiers} M${r1(cx - 1.5)},${r1(top - w * 1.6)} h3 v${r1(w * 0.3)} h-3 Z" fill="${fill}"/>`;
    }
    default:
      return `<path d="${body}" fill="${fill}"/>`;
  }
}
