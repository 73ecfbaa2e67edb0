/**
 * What every layer painter gets, and the pieces several kinds of scene share: haze, water,
 * mountain ranges and rows of trees.
 */
import { mix, shade } from './colour.ts';
import type { Random } from './random.ts';
import type { SceneOptions, Sky } from './scene-svg.ts';
import { areaPath, cypress, heightAt, palm, pine, ridgePoints, type Point } from './svg-shapes.ts';

export type LayerContext = {
  random: Random;
  options: SceneOptions;
  horizon: number;
  sky: Sky;
  sunX: number;
  /** A palette colour adjusted for the time of day and pulled `distance` towards the horizon. */
  tinted: (colour: string, distance?: number) => string;
  /** Colour of lit windows at dusk and night, otherwise null. */
  lights: string | null;
};

export function haze(c: LayerContext, y: number, depth: number): string {
  const { width } = c.options;
  const colour = c.sky.stops[2];
  return `<defs><linearGradient id="haze${Math.round(y)}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}" stop-opacity="0"/><stop offset="0.7" stop-color="${colour}" stop-opacity="0.45"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient></defs><rect x="0" y="${(y - depth).toFixed(0)}" width="${width}" height="${(depth * 1.4).toFixed(0)}" fill="url(#haze${Math.round(y)})"/>`;
}

/** Water from `top` to the bottom edge, with the sun's glitter under it. */
export function water(c: LayerContext, top: number, colour: string): string {
  const { width, height } = c.options;
  const surface = mix(c.tinted(colour), c.sky.stops[2], 0.35);
  const deep = shade(c.tinted(colour), -0.25);
  const glitter: string[] = [];
  for (let i = 0; i < 18; i += 1) {
    const t = i / 18;
    const y = top + 4 + t * t * (height - top) * 0.9;
    const w = (0.02 + c.random.between(0.02, 0.09) * (1 - t * 0.3)) * width;
    const x = c.sunX + c.random.between(-0.04, 0.04) * width * (1 + t * 2);
    glitter.push(
      `<rect x="${(x - w / 2).toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${(2 + t * 5).toFixed(0)}" rx="2" fill="${c.sky.sun}" opacity="${(0.55 - t * 0.35).toFixed(2)}"/>`,
    );
  }
  return `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${surface}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs><rect x="0" y="${top.toFixed(0)}" width="${width}" height="${(height - top + 1).toFixed(0)}" fill="url(#water)"/>${glitter.join('')}`;
}

/** A jagged range; with `snow`, the peaks above a ragged snow line are white. */
export function mountainRange(
  c: LayerContext,
  baseY: number,
  amplitude: number,
  fill: string,
  snow: boolean,
): string {
  const { width } = c.options;
  const points = ridgePoints(c.random, width, baseY, amplitude);
  let svg = `<path d="${areaPath(points, baseY + 2)}" fill="${fill}"/>`;
  if (snow) {
    const id = `peaks${Math.round(baseY)}`;
    const snowLine = ridgePoints(
      c.random,
      width,
      baseY - amplitude * 0.5,
      amplitude * 0.22,
      0.6,
      6,
    );
    svg += `<defs><clipPath id="${id}"><path d="${areaPath(points, baseY + 2)}"/></clipPath></defs><path d="${areaPath(snowLine, 0)}" fill="${mix('#f4f7fb', c.sky.tint, c.sky.tintAmount * 0.8)}" clip-path="url(#${id})" opacity="0.92"/>`;
  }
  return svg;
}

/** Trees planted along a ridge line, within `span` (fractions of the width). */
export function treeRow(
  c: LayerContext,
  line: Point[],
  count: number,
  size: number,
  fill: string,
  kind: 'pine' | 'palm' | 'cypress',
  span: [number, number] = [-0.02, 1.02],
): string {
  const { width } = c.options;
  const trees: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = c.random.between(span[0], span[1]) * width;
    const h = size * c.random.between(0.7, 1.3);
    const y = heightAt(line, x) + h * 0.08;
    if (kind === 'pine') trees.push(pine(x, y, h, fill));
    else if (kind === 'cypress') trees.push(cypress(x, y, h, fill));
    else trees.push(palm(x, y, h, c.random.between(-1, 1), fill));
  }
  return trees.join('');
}
