/**
 * Stylised destination scenes as SVG: a sky for the time of day, a sun or moon, and layered
 * silhouettes for the kind of place. Deterministic for a given seed, so re-seeding reproduces
 * the same pictures.
 */
import { mix, shade } from './colour.ts';
import { createRandom, type Random } from './random.ts';
import { landscapeLayers } from './scene-layers.ts';

export type SceneKind =
  'beach' | 'mountain' | 'city' | 'desert' | 'forest' | 'lake' | 'hills' | 'savanna';

export type TimeOfDay = 'dawn' | 'day' | 'golden' | 'dusk' | 'night';

/** Daytime colours of a destination; the time of day tints them. */
export type ScenePalette = {
  /** Far, middle and near land (or skyline) colours. */
  far: string;
  mid: string;
  near: string;
  /** Sea, lake or river colour; only used by kinds that have water. */
  water?: string;
  /** Flowers, lit windows, sand highlights: a small touch of colour. */
  accent: string;
};

/** Roof ornaments for cities and plants for landscapes, picked per destination. */
export type SceneDetail =
  | 'domes'
  | 'spires'
  | 'pagodas'
  | 'towers'
  | 'gables'
  | 'palms'
  | 'pines'
  | 'cypress'
  | 'lavender'
  | 'acacia'
  | 'snow'
  | 'cliffs'
  | 'mesas';

export type SceneOptions = {
  kind: SceneKind;
  palette: ScenePalette;
  detail?: SceneDetail;
  time: TimeOfDay;
  seed: string;
  width: number;
  height: number;
};

export type Sky = {
  stops: [string, string, string];
  sun: string;
  /** Colour the land is pulled towards, and how far. */
  tint: string;
  tintAmount: number;
  /** Height of the sun or moon above the horizon, 0..1 of the sky. */
  elevation: number;
};

export const SKIES: Record<TimeOfDay, Sky> = {
  dawn: {
    stops: ['#2a3566', '#9b7bb0', '#f9be91'],
    sun: '#ffe6b8',
    tint: '#6a5488',
    tintAmount: 0.3,
    elevation: 0.12,
  },
  day: {
    stops: ['#2b6cb8', '#6aa6dc', '#d4eaf7'],
    sun: '#fffbe6',
    tint: '#ffffff',
    tintAmount: 0,
    elevation: 0.78,
  },
  golden: {
    stops: ['#3b5b91', '#e59b6c', '#ffd38c'],
    sun: '#ffdf8f',
    tint: '#ff9548',
    tintAmount: 0.18,
    elevation: 0.22,
  },
  dusk: {
    stops: ['#141a40', '#613f7d', '#ec7c67'],
    sun: '#ff9468',
    tint: '#2c2150',
    tintAmount: 0.42,
    elevation: 0.03,
  },
  night: {
    stops: ['#050817', '#101c3f', '#2a4070'],
    sun: '#f4f1de',
    tint: '#0b1233',
    tintAmount: 0.62,
    elevation: 0.7,
  },
};

function skyAndLights(
  random: Random,
  o: SceneOptions,
  sky: Sky,
  horizon: number,
  sunX: number,
): string {
  const { width: w } = o;
  // Sun and clouds are sized for a 4:3 frame so wide covers do not get giant clouds.
  const unit = Math.min(w, (o.height * 4) / 3);
  const sunY = horizon - sky.elevation * horizon * 0.85;
  const sunR = (o.time === 'night' ? 0.035 : 0.05) * unit;
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.stops[0]}"/><stop offset="0.55" stop-color="${sky.stops[1]}"/><stop offset="1" stop-color="${sky.stops[2]}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${sky.sun}" stop-opacity="0.75"/><stop offset="0.3" stop-color="${sky.sun}" stop-opacity="0.28"/><stop offset="1" stop-color="${sky.sun}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs>`,
    `<rect width="${w}" height="${o.height}" fill="url(#sky)"/>`,
  ];
  if (o.time === 'night' || o.time === 'dusk') {
    const stars = o.time === 'night' ? 90 : 25;
    const dots: string[] = [];
    for (let i = 0; i < stars; i += 1) {
      const x = random.between(0, w);
      const y = random.between(0, horizon * 0.75) ** 1.1;
      dots.push(
        `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${random.between(0.6, 1.8).toFixed(1)}" fill="#fff" opacity="${random.between(0.35, 0.95).toFixed(2)}"/>`,
      );
    }
    parts.push(dots.join(''));
  }
  parts.push(
    `<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(sunR * 5).toFixed(0)}" fill="url(#glow)"/>`,
  );
  if (o.time === 'night') {
    // A crescent: the moon disc with a slightly offset disc masked out.
    const moon = `<mask id="crescent"><circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${sunR.toFixed(0)}" fill="#fff"/><circle cx="${(sunX + sunR * 0.45).toFixed(0)}" cy="${(sunY - sunR * 0.2).toFixed(0)}" r="${(sunR * 0.9).toFixed(0)}" fill="#000"/></mask>`;
    parts.push(`<defs>${moon}</defs>`);
  }
  parts.push(
    `<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${sunR.toFixed(0)}" fill="${sky.sun}"${o.time === 'night' ? ' mask="url(#crescent)"' : ''}/>`,
  );
  if (o.time !== 'night') {
    const cloud = o.time === 'day' ? '#ffffff' : mix(sky.stops[2], '#ffffff', 0.35);
    const clouds = random.int(2, 5);
    for (let i = 0; i < clouds; i += 1) {
      const cx = random.between(0, w);
      const cy = random.between(0.12, 0.6) * horizon;
      const s = random.between(0.6, 1.4) * unit * 0.06;
      parts.push(
        `<g fill="${cloud}" opacity="${random.between(0.35, 0.75).toFixed(2)}"><ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${(s * 2.2).toFixed(0)}" ry="${(s * 0.45).toFixed(0)}"/><ellipse cx="${(cx - s * 0.6).toFixed(0)}" cy="${(cy - s * 0.25).toFixed(0)}" rx="${(s * 0.9).toFixed(0)}" ry="${(s * 0.5).toFixed(0)}"/><ellipse cx="${(cx + s * 0.5).toFixed(0)}" cy="${(cy - s * 0.35).toFixed(0)}" rx="${(s * 1.1).toFixed(0)}" ry="${(s * 0.6).toFixed(0)}"/></g>`,
      );
    }
  }
  return parts.join('');
}

/** The complete SVG document for one scene. */
export function sceneSvg(o: SceneOptions): string {
  const random = createRandom(o.seed);
  const sky = SKIES[o.time];
  const horizon = o.height * random.between(0.56, 0.64);
  const sunX = random.between(0.18, 0.82) * o.width;
  const tinted = (colour: string, distance = 0) =>
    mix(mix(colour, sky.stops[2], distance), sky.tint, sky.tintAmount);
  const layers = landscapeLayers({
    random,
    options: o,
    horizon,
    sky,
    sunX,
    tinted,
    lights: o.time === 'night' || o.time === 'dusk' ? shade(o.palette.accent, 0.25) : null,
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 ${o.width} ${o.height}">`,
    skyAndLights(random, o, sky, horizon, sunX),
    layers,
    `<rect width="${o.width}" height="${o.height}" fill="url(#vignette)"/>`,
    '</svg>',
  ].join('');
}
