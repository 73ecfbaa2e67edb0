/** Open-country scenes: deserts, forests, rolling hills and savanna. */
import { shade } from './colour.ts';
import { haze, mountainRange, treeRow, type LayerContext } from './scene-common.ts';
import { acacia, heightAt, rollingPoints, smoothAreaPath, type Point } from './svg-shapes.ts';

export function desert(c: LayerContext): string {
  const { width, height, palette, detail } = c.options;
  const h = c.horizon;
  const parts: string[] = [];
  if (detail === 'mesas') {
    for (let i = 0; i < 4; i += 1) {
      const x = c.random.between(-0.1, 0.9) * width;
      const w = c.random.between(0.12, 0.28) * width;
      const top = h - c.random.between(0.08, 0.22) * height;
      parts.push(
        `<path d="M${x.toFixed(0)},${h + 4} C${(x + w * 0.08).toFixed(0)},${top.toFixed(0)} ${(x + w * 0.1).toFixed(0)},${top.toFixed(0)} ${(x + w * 0.25).toFixed(0)},${top.toFixed(0)} L${(x + w * 0.75).toFixed(0)},${(top + 6).toFixed(0)} C${(x + w * 0.9).toFixed(0)},${top.toFixed(0)} ${(x + w * 0.92).toFixed(0)},${top.toFixed(0)} ${(x + w).toFixed(0)},${h + 4} Z" fill="${c.tinted(palette.far, 0.25 + i * 0.05)}"/>`,
      );
    }
  }
  for (let i = 0; i < 4; i += 1) {
    const base = h + (i + 0.3) * (height - h) * 0.24;
    const dune = rollingPoints(c.random, width, base, height * (0.05 + i * 0.02), 3 + (i % 2));
    const light = c.tinted(i % 2 === 0 ? palette.mid : palette.near, 0.25 - i * 0.08);
    const id = `dune${i}`;
    parts.push(
      `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(light, 0.12)}"/><stop offset="1" stop-color="${shade(light, -0.22)}"/></linearGradient></defs><path d="${smoothAreaPath(dune, height)}" fill="url(#${id})"/>`,
    );
  }
  return parts.join('');
}

export function forest(c: LayerContext): string {
  const { width, height, palette, detail } = c.options;
  const h = c.horizon;
  const kind = detail === 'palms' ? 'palm' : 'pine';
  const parts: string[] = [];
  const far = rollingPoints(c.random, width, h - height * 0.04, height * 0.1, 5);
  parts.push(`<path d="${smoothAreaPath(far, height)}" fill="${c.tinted(palette.far, 0.35)}"/>`);
  for (let row = 0; row < 3; row += 1) {
    const base = h + row * height * 0.1;
    const line = rollingPoints(c.random, width, base, height * 0.05, 4);
    const colour = c.tinted(row === 2 ? palette.near : palette.mid, 0.28 - row * 0.12);
    parts.push(haze(c, base, height * 0.06));
    parts.push(`<path d="${smoothAreaPath(line, height)}" fill="${colour}"/>`);
    const size = height * (0.07 + row * 0.07) * (kind === 'palm' ? 2.2 : 1);
    parts.push(
      treeRow(
        c,
        line,
        kind === 'pine' ? 40 - row * 10 : 9 - row * 2,
        size,
        shade(colour, -0.2),
        kind,
      ),
    );
  }
  return parts.join('');
}

export function hills(c: LayerContext): string {
  const { width, height, palette, detail } = c.options;
  const h = c.horizon;
  const parts: string[] = [];
  const colours = [palette.far, palette.mid, palette.mid, palette.near];
  if (!detail) {
    // Highlands: a rugged ridge behind the green hills.
    parts.push(
      mountainRange(c, h + height * 0.02, height * 0.22, c.tinted(palette.far, 0.45), false),
    );
  }
  let line: Point[] = [];
  for (let i = 0; i < 4; i += 1) {
    line = rollingPoints(c.random, width, h + i * height * 0.08, height * 0.09, 3 + i);
    const colour = c.tinted(colours[i] ?? palette.near, 0.4 - i * 0.12);
    parts.push(`<path d="${smoothAreaPath(line, height)}" fill="${colour}"/>`);
    if (detail === 'cypress' && i === 1)
      parts.push(treeRow(c, line, 11, height * 0.16, shade(colour, -0.4), 'cypress'));
    if (detail === 'pines' && i === 2)
      parts.push(treeRow(c, line, 7, height * 0.07, shade(colour, -0.4), 'pine'));
  }
  if (detail === 'lavender') {
    const top = heightAt(line, width / 2) + height * 0.02;
    const rows: string[] = [];
    for (let i = -9; i <= 9; i += 1) {
      const x = width / 2 + i * width * 0.16;
      const fill = shade(c.tinted(palette.accent), (i % 3) * 0.05);
      rows.push(
        `<path d="M${(width / 2 + i * 10 - 3).toFixed(0)},${top.toFixed(0)} L${(width / 2 + i * 10 + 3).toFixed(0)},${top.toFixed(0)} L${(x + width * 0.045).toFixed(0)},${height} L${(x - width * 0.045).toFixed(0)},${height} Z" fill="${fill}"/>`,
      );
    }
    parts.push(rows.join(''));
  }
  return parts.join('');
}

export function savanna(c: LayerContext): string {
  const { width, height, palette } = c.options;
  const h = c.horizon;
  const far = rollingPoints(c.random, width, h, height * 0.04, 4);
  const parts = [
    `<path d="${smoothAreaPath(far, h + 2)}" fill="${c.tinted(palette.far, 0.45)}"/>`,
    `<rect x="0" y="${h.toFixed(0)}" width="${width}" height="${(height - h).toFixed(0)}" fill="${c.tinted(palette.mid, 0.1)}"/>`,
  ];
  for (let i = 0; i < 6; i += 1) {
    const y = h + (i + 1) * (height - h) * 0.14;
    parts.push(
      `<rect x="0" y="${y.toFixed(0)}" width="${width}" height="${(4 + i * 3).toFixed(0)}" fill="${shade(c.tinted(palette.mid), i % 2 ? 0.03 : -0.04)}" opacity="0.7"/>`,
    );
  }
  const tree = shade(c.tinted(palette.near), -0.5);
  const trees = [0.04, 0.12, 0.3, 0.6].map((depth) => h + depth * (height - h));
  for (const y of trees) {
    const scale = 0.35 + ((y - h) / (height - h)) * 1.6;
    parts.push(acacia(c.random.between(0.05, 0.95) * width, y, height * 0.24 * scale, tree));
  }
  return parts.join('');
}
