/** Skylines: two rows of buildings whose roofs follow the destination (domes, pagodas, towers…). */
import { shade } from './colour.ts';
import { water, type LayerContext } from './scene-common.ts';
import type { SceneDetail } from './scene-svg.ts';
import { building, type Roof } from './svg-shapes.ts';

/** Which roofs a city shows, most common first. */
const ROOFS: Partial<Record<SceneDetail, Roof[]>> = {
  domes: ['flat', 'flat', 'dome', 'spire', 'flat'],
  pagodas: ['gable', 'gable', 'flat', 'gable', 'pagoda'],
  towers: ['flat', 'flat', 'spire', 'flat'],
  spires: ['gable', 'flat', 'gable', 'spire'],
  gables: ['gable', 'gable', 'flat'],
};

type Row = { baseY: number; minH: number; maxH: number; minW: number; maxW: number; fill: string };

function skylineRow(c: LayerContext, row: Row, roofs: Roof[], windows: boolean): string {
  const { width, detail } = c.options;
  const tall = detail === 'towers';
  const parts: string[] = [];
  let x = -c.random.between(0, row.maxW);
  while (x < width) {
    const w = c.random.between(row.minW, row.maxW);
    const roof = c.random.pick(roofs);
    const stretch = tall && c.random.chance(0.3) ? 1.8 : 1;
    const h = roof === 'pagoda' ? row.minH * 0.9 : c.random.between(row.minH, row.maxH) * stretch;
    const bw = roof === 'spire' && !tall ? w * 0.5 : w;
    parts.push(building(x, row.baseY, bw, h, roof, row.fill));
    if (windows && c.lights) {
      const cols = Math.max(1, Math.floor(bw / 14));
      const rowsCount = Math.max(1, Math.floor(h / 18));
      for (let col = 0; col < cols; col += 1) {
        for (let r = 0; r < rowsCount; r += 1) {
          if (!c.random.chance(0.32)) continue;
          parts.push(
            `<rect x="${(x + 4 + col * 14).toFixed(0)}" y="${(row.baseY - h + 6 + r * 18).toFixed(0)}" width="6" height="8" fill="${c.lights}" opacity="${c.random.between(0.6, 1).toFixed(2)}"/>`,
          );
        }
      }
    }
    x += bw + c.random.between(-2, 6);
  }
  return parts.join('');
}

/** Skyline over a river or harbour (when the palette has water) or over a street-level band. */
export function cityLayers(c: LayerContext): string {
  const { width, height, palette, detail } = c.options;
  // Building widths follow a 4:3 frame so wide covers get more buildings, not wider ones.
  const unit = Math.min(width, (height * 4) / 3);
  const h = c.horizon;
  const roofs = ROOFS[detail ?? 'gables'] ?? ['flat', 'gable'];
  const ground = palette.water ? h + height * 0.14 : h + height * 0.2;
  const far = skylineRow(
    c,
    {
      baseY: h + height * 0.06,
      minH: height * 0.08,
      maxH: height * 0.22,
      minW: unit * 0.03,
      maxW: unit * 0.07,
      fill: c.tinted(palette.far, 0.4),
    },
    roofs,
    false,
  );
  const nearFill = c.tinted(palette.mid, 0.05);
  const near = skylineRow(
    c,
    {
      baseY: ground,
      minH: height * 0.1,
      maxH: height * 0.26,
      minW: unit * 0.05,
      maxW: unit * 0.11,
      fill: nearFill,
    },
    roofs,
    true,
  );
  const foreground = palette.water
    ? water(c, ground, palette.water) +
      `<rect x="0" y="${ground.toFixed(0)}" width="${width}" height="6" fill="${shade(nearFill, -0.3)}"/>`
    : `<rect x="0" y="${ground.toFixed(0)}" width="${width}" height="${(height - ground).toFixed(0)}" fill="${c.tinted(palette.near)}"/><rect x="0" y="${ground.toFixed(0)}" width="${width}" height="8" fill="${shade(c.tinted(palette.near), -0.25)}"/>`;
  return far + near + foreground;
}
