/**
 * The land, water and skyline layers of a scene, one function per kind of destination. Farther
 * layers are pulled towards the horizon colour (atmospheric haze) so the pictures read as depth.
 */
import { shade } from './colour.ts';
import { cityLayers } from './scene-city.ts';
import { haze, mountainRange, treeRow, water, type LayerContext } from './scene-common.ts';
import { desert, forest, hills, savanna } from './scene-plains.ts';
import {
  heightAt,
  palm,
  ridgePoints,
  rollingPoints,
  smoothAreaPath,
  type Point,
} from './svg-shapes.ts';

function mountain(c: LayerContext): string {
  const { width, height, palette, detail } = c.options;
  const h = c.horizon;
  const near = rollingPoints(c.random, width, h + height * 0.22, height * 0.08, 4);
  return [
    mountainRange(
      c,
      h - height * 0.02,
      height * 0.34,
      c.tinted(palette.far, 0.35),
      detail !== 'pines',
    ),
    haze(c, h, height * 0.12),
    mountainRange(c, h + height * 0.06, height * 0.16, c.tinted(palette.mid, 0.12), false),
    `<path d="${smoothAreaPath(near, height)}" fill="${c.tinted(palette.near)}"/>`,
    treeRow(c, near, 14, height * 0.11, shade(c.tinted(palette.near), -0.35), 'pine'),
  ].join('');
}

function lake(c: LayerContext): string {
  const { width, height, palette, detail } = c.options;
  const h = c.horizon;
  const range = mountainRange(c, h, height * 0.3, c.tinted(palette.far, 0.3), detail !== 'pines');
  const shore = ridgePoints(c.random, width, h + 2, height * 0.02, 0.5, 5);
  const treeline = treeRow(c, shore, 60, height * 0.05, shade(c.tinted(palette.mid), -0.2), 'pine');
  // A wooded shore in one corner, sloping into the water.
  const flip = c.random.chance(0.5);
  const shoreTop = height * c.random.between(0.74, 0.8);
  const corner: Point[] = [
    [0, shoreTop],
    [width * 0.14, shoreTop + height * 0.02],
    [width * 0.3, shoreTop + height * 0.1],
    [width * 0.42, height],
  ];
  const cornerTrees = treeRow(
    c,
    corner,
    5,
    height * 0.2,
    shade(c.tinted(palette.near), -0.4),
    'pine',
    [0, 0.24],
  );
  return [
    range,
    water(c, h, palette.water ?? '#3b7ea1'),
    `<g opacity="0.28" transform="translate(0 ${(2 * h).toFixed(0)}) scale(1 -1)">${range}</g>`,
    treeline,
    `<g${flip ? ` transform="translate(${width} 0) scale(-1 1)"` : ''}><path d="${smoothAreaPath(corner, height)}" fill="${c.tinted(palette.near)}"/>${cornerTrees}</g>`,
  ].join('');
}

function beach(c: LayerContext): string {
  const { width, height, palette, detail } = c.options;
  const h = c.horizon;
  const shoreY = h + (height - h) * c.random.between(0.45, 0.6);
  const parts: string[] = [];
  if (detail === 'cliffs') {
    const side = c.random.chance(0.5);
    const pts: Point[] = [
      [0, h - height * 0.3],
      [width * 0.16, h - height * 0.27],
      [width * 0.3, h - height * 0.12],
      [width * 0.4, h + (shoreY - h) * 0.4],
      [width * 0.46, shoreY],
    ];
    const cliff = smoothAreaPath(pts, shoreY);
    const houses: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const x = c.random.between(0.01, 0.32) * width;
      const y = heightAt(pts, x) + c.random.between(4, height * 0.14);
      const w = c.random.between(0.014, 0.03) * Math.min(width, (height * 4) / 3);
      const fill = c.random.chance(0.15) ? c.tinted(palette.accent) : c.tinted('#f5f1e8');
      houses.push(
        `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${(w * 0.7).toFixed(0)}" fill="${fill}"/><rect x="${x.toFixed(0)}" y="${(y + w * 0.7).toFixed(0)}" width="${w.toFixed(0)}" height="${(w * 0.12).toFixed(0)}" fill="#000" opacity="0.18"/>`,
      );
    }
    parts.push(
      `<g${side ? '' : ` transform="translate(${width} 0) scale(-1 1)"`}><path d="${cliff}" fill="${c.tinted(palette.mid, 0.1)}"/>${houses.join('')}</g>`,
    );
  } else {
    const island = rollingPoints(c.random, width * 0.3, h, height * 0.04, 3).map(
      ([x, y]) => [x + width * c.random.between(0.1, 0.6), y] as Point,
    );
    parts.push(`<path d="${smoothAreaPath(island, h + 1)}" fill="${c.tinted(palette.far, 0.5)}"/>`);
  }
  parts.unshift(water(c, h, palette.water ?? '#2a8fb5'));
  for (let i = 0; i < 5; i += 1) {
    const y = shoreY - 4 - i * i * 3;
    parts.push(
      `<path d="M${-20},${y.toFixed(0)} Q${(width * 0.3).toFixed(0)},${(y - 8).toFixed(0)} ${(width * 0.6).toFixed(0)},${y.toFixed(0)} T${width + 20},${y.toFixed(0)}" stroke="#ffffff" stroke-opacity="${(0.5 - i * 0.08).toFixed(2)}" stroke-width="${3 - i * 0.4}" fill="none"/>`,
    );
  }
  const sand = rollingPoints(c.random, width, shoreY + height * 0.04, height * 0.05, 3);
  parts.push(
    `<path d="${smoothAreaPath(
      sand.map(([x, y]) => [x, y - 10] as Point),
      height,
    )}" fill="${shade(c.tinted(palette.near), -0.12)}"/>`,
  );
  parts.push(`<path d="${smoothAreaPath(sand, height)}" fill="${c.tinted(palette.near)}"/>`);
  if (detail === 'palms') {
    const x = c.random.chance(0.5) ? width * 0.12 : width * 0.86;
    const silhouette = shade(c.tinted(palette.mid), -0.55);
    parts.push(palm(x, height + 10, height * 0.62, x < width / 2 ? 0.6 : -0.6, silhouette));
    parts.push(
      palm(x + width * 0.07, height + 10, height * 0.46, x < width / 2 ? 0.9 : -0.2, silhouette),
    );
  }
  return parts.join('');
}

/** Everything below the sky for the scene's kind. */
export function landscapeLayers(c: LayerContext): string {
  switch (c.options.kind) {
    case 'mountain':
      return mountain(c);
    case 'lake':
      return lake(c);
    case 'beach':
      return beach(c);
    case 'desert':
      return desert(c);
    case 'forest':
      return forest(c);
    case 'hills':
      return hills(c);
    case 'savanna':
      return savanna(c);
    case 'city':
      return cityLayers(c);
  }
}
