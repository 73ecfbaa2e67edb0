import sharp from 'sharp';

/**
 * What a photo's pixels say, from colour and brightness statistics of a 64×64 copy: shares of
 * sky blue in the top third, water, sand, snow and vegetation below it, the mean brightness and
 * warm light. No model: only what these numbers support (blue above the horizon is sky; a photo
 * whose pixels are mostly dark was taken at night), so the tags are few and rarely wrong.
 */

export type ImageStats = {
  /** Mean brightness 0–1 (Rec. 601 luma). */
  brightness: number;
  /** Share of dark pixels (value under 0.25). */
  dark: number;
  /** Share of small bright points (value over 0.85) — lit windows and street lights at night. */
  lights: number;
  /** Share of sky-blue pixels in the top third. */
  sky: number;
  /** Share of water in the bottom 40 %: blue-cyan pixels deeper (darker or richer) than the sky. */
  water: number;
  /** Share of sand-coloured pixels in the bottom 40 %. */
  sand: number;
  /** Share of snow (bright, nearly colourless) in the bottom 40 %. */
  snow: number;
  /** Share of green vegetation in the whole frame. */
  vegetation: number;
  /** Share of saturated cyan-blue in the whole frame (underwater, open sea). */
  cyan: number;
  /** Share of warm, saturated orange light in the whole frame. */
  warm: number;
  /** Share of warm light in the top third (a glowing sky) and in the bottom third. */
  warmSky: number;
  warmGround: number;
  /** Mean brightness of the top two thirds and of the bottom third (a silhouetted foreground). */
  upperBrightness: number;
  lowerBrightness: number;
};

/** Scene tags, in the order they should be offered. */
export type SceneTag =
  | 'beach'
  | 'sea'
  | 'water'
  | 'desert'
  | 'snow'
  | 'nature'
  | 'forest'
  | 'sunset'
  | 'goldenhour'
  | 'night'
  | 'citylights'
  | 'bluesky';

const SIZE = 64;
/** A photo bigger than this is refused before decoding (a pixel flood). */
const MAX_INPUT_PIXELS = 100_000_000;

type Hsv = { h: number; s: number; v: number };

function toHsv(r: number, g: number, b: number): Hsv {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  let h = 0;
  if (delta > 0) {
    if (max === r) h = ((g - b) / delta) % 6;
    else if (max === g) h = (b - r) / delta + 2;
    else h = (r - g) / delta + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  return { h, s: max === 0 ? 0 : delta / max, v: max / 255 };
}

const isSkyBlue = ({ h, s, v }: Hsv) => h >= 185 && h <= 250 && s >= 0.18 && v >= 0.45;
const isWaterHue = ({ h, s, v }: Hsv) => h >= 165 && h <= 245 && s >= 0.25 && v >= 0.15;
const isSand = ({ h, s, v }: Hsv) => h >= 22 && h <= 55 && s >= 0.12 && s <= 0.6 && v >= 0.55;
const isSnow = ({ s, v }: Hsv) => v >= 0.8 && s <= 0.1;
const isVegetation = ({ h, s, v }: Hsv) => h >= 65 && h <= 165 && s >= 0.2 && v >= 0.12;
const isCyan = ({ h, s, v }: Hsv) => h >= 170 && h <= 215 && s >= 0.4 && v >= 0.08;
/** Orange and gold (not the pure red of a cup or a plate). */
const isWarmLight = ({ h, s, v }: Hsv) => h >= 12 && h <= 50 && s >= 0.35 && v >= 0.35;

/** Statistics of raw RGB pixels (row-major, 3 bytes each). */
export function statsOfPixels(pixels: Uint8Array, width: number, height: number): ImageStats {
  const hsv: Hsv[] = [];
  const luma: number[] = [];
  for (let i = 0; i < width * height; i += 1) {
    const r = pixels[i * 3] ?? 0;
    const g = pixels[i * 3 + 1] ?? 0;
    const b = pixels[i * 3 + 2] ?? 0;
    hsv.push(toHsv(r, g, b));
    luma.push((0.299 * r + 0.587 * g + 0.114 * b) / 255);
  }
  const topEnd = Math.max(1, Math.round(height / 3));
  const upperEnd = Math.max(1, Math.round((height * 2) / 3));
  const bottomStart = Math.min(height - 1, Math.round(height * 0.6));
  const rows = (from: number, to: number) =>
    Array.from({ length: (to - from) * width }, (_, k) => from * width + k);
  const all = rows(0, height);
  const top = rows(0, topEnd);
  const upper = rows(0, upperEnd);
  const lower = rows(upperEnd, height);
  const bottom = rows(bottomStart, height);
  const share = (indexes: number[], test: (pixel: Hsv) => boolean) =>
    indexes.length === 0 ? 0 : indexes.filter((k) => test(hsv[k] as Hsv)).length / indexes.length;
  const mean = (indexes: number[], value: (k: number) => number) =>
    indexes.length === 0 ? 0 : indexes.reduce((sum, k) => sum + value(k), 0) / indexes.length;

  // Water is blue below the horizon that is deeper than the sky above it; blue that merely
  // continues the sky (which pales towards the horizon) does not count.
  const skyPixels = top.filter((k) => isSkyBlue(hsv[k] as Hsv));
  const skyValue = skyPixels.length ? mean(skyPixels, (k) => (hsv[k] as Hsv).v) : 1;
  const skySaturation = skyPixels.length ? mean(skyPixels, (k) => (hsv[k] as Hsv).s) : 0;
  const isWater = (pixel: Hsv) =>
    isWaterHue(pixel) && (pixel.v <= skyValue - 0.06 || pixel.s >= skySaturation + 0.12);

  return {
    brightness: mean(all, (k) => luma[k] as number),
    dark: share(all, (pixel) => pixel.v < 0.25),
    lights: share(all, (pixel) => pixel.v > 0.85),
    sky: skyPixels.length / top.length,
    water: share(bottom, isWater),
    sand: share(bottom, isSand),
    snow: share(bottom, isSnow),
    vegetation: share(all, isVegetation),
    cyan: share(all, isCyan),
    warm: share(all, isWarmLight),
    warmSky: share(top, isWarmLight),
    warmGround: share(lower, isWarmLight),
    upperBrightness: mean(upper, (k) => luma[k] as number),
    lowerBrightness: mean(lower, (k) => luma[k] as number),
  };
}

/** Decodes a small copy of the image (any format sharp reads) and measures it. */
export async function measureImage(image: Buffer): Promise<ImageStats> {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(SIZE, SIZE, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return statsOfPixels(data, info.width, info.height);
}

/** The scene tags the statistics support; nothing when they are ambiguous. */
export function sceneTags(stats: ImageStats): SceneTag[] {
  const tags: SceneTag[] = [];
  // Mostly dark, and not the deep green of a forest or the blue of water seen from below.
  // A lit scene at night (a bridge, a street) is darker overall with no blue sky.
  const dark =
    stats.dark >= 0.5 || (stats.brightness < 0.3 && stats.dark >= 0.3 && stats.sky < 0.05);
  const night = dark && stats.vegetation < 0.3 && stats.cyan < 0.35;
  if (night) {
    tags.push('night');
    // A scattering of bright points in the dark: lit streets and windows.
    if (stats.lights >= 0.01 && stats.lights <= 0.25) tags.push('citylights');
    return tags;
  }
  // Water with sand below the horizon reads as a beach; water alone may be a lake or a river.
  const water = stats.water >= 0.25;
  if (water && stats.sand >= 0.15) tags.push('beach', 'sea');
  else if (water) tags.push('water');
  const desert = !water && stats.sand >= 0.45 && stats.vegetation < 0.1 && stats.snow < 0.1;
  if (desert) tags.push('desert');
  if (stats.snow >= 0.35) tags.push('snow');
  if (stats.vegetation >= 0.6) tags.push('forest', 'nature');
  else if (stats.vegetation >= 0.2) tags.push('nature');
  // A glowing sky over a darker foreground (warm all over is a thing, not the light); warm
  // light on a lit scene under blue sky.
  if (
    stats.warmSky >= 0.12 &&
    stats.warmGround <= stats.warmSky / 2 &&
    stats.sky < 0.3 &&
    stats.lowerBrightness <= stats.upperBrightness * 0.8
  ) {
    tags.push('sunset');
  } else if (stats.warm >= 0.3 && stats.sky >= 0.2 && !desert) {
    tags.push('goldenhour');
  }
  if (stats.sky >= 0.4) tags.push('bluesky');
  return tags;
}
