/**
 * The look of a place without a photograph of its own (issue 20 §1): a colour drawn from its
 * region and a pattern from its country. Used by the designed stand-in the app draws
 * (web/ui/place-fallback.tsx) and by the server's drawn destination hero
 * (server/modules/first-paint/destination-markup.ts), so both paint the same place alike.
 */

/** Deep two-stop palettes that keep white text above 4.5:1 everywhere. */
const PALETTES: readonly [string, string][] = [
  ['#0f4c5c', '#1b7a78'], // sea teal
  ['#7a3b1d', '#b5562b'], // terracotta
  ['#2d2a6e', '#5b3f9e'], // dusk indigo
  ['#1f4d2b', '#3c7a3f'], // forest
  ['#6b4a12', '#9a6a1a'], // ochre
  ['#1e3a5f', '#2f6690'], // harbour blue
  ['#5c1f3f', '#8e3563'], // plum
  ['#3d4a1c', '#66772a'], // olive
];

/** Light strokes over the colour (image layers and their tile sizes), one per country. */
const PATTERNS: readonly { image: string; size: string }[] = [
  {
    image: 'radial-gradient(rgb(255 255 255 / 0.16) 1.2px, transparent 1.6px)',
    size: '18px 18px',
  },
  {
    image: 'repeating-linear-gradient(45deg, rgb(255 255 255 / 0.08) 0 2px, transparent 2px 14px)',
    size: 'auto',
  },
  {
    image:
      'repeating-radial-gradient(circle at 0 100%, transparent 0 18px, rgb(255 255 255 / 0.08) 18px 20px)',
    size: 'auto',
  },
  {
    image:
      'linear-gradient(rgb(255 255 255 / 0.07) 1px, transparent 1px), linear-gradient(90deg, rgb(255 255 255 / 0.07) 1px, transparent 1px)',
    size: '22px 22px, 22px 22px',
  },
];

/** FNV-1a: a small stable hash, so a region always gets the same look on every device. */
export function regionHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The colour of a region (a continent, else a country) and a pattern of the place's country, so
 * neighbours share a family of colour and still differ.
 */
export function regionLook(
  region: string,
  local: string = region,
): { from: string; to: string; pattern: { image: string; size: string } } {
  const [from, to] = PALETTES[regionHash(region || 'world') % PALETTES.length] ?? [
    '#0f4c5c',
    '#1b7a78',
  ];
  const pattern = PATTERNS[(regionHash(local) >>> 8) % PATTERNS.length] ?? {
    image: 'none',
    size: 'auto',
  };
  return { from, to, pattern };
}

/** The place's backdrop as CSS declarations (the stand-in's inline style). */
export function placeBackdrop(place: {
  name: string;
  country?: string | null;
  region?: string | null;
}): { backgroundColor: string; backgroundImage: string; backgroundSize: string } {
  const country = place.country ?? null;
  const look = regionLook(place.region ?? country ?? place.name, country ?? place.name);
  return {
    backgroundColor: look.from,
    backgroundImage: `${look.pattern.image}, linear-gradient(135deg, ${look.from}, ${look.to})`,
    // One size per pattern layer, then the colour gradient's.
    backgroundSize: `${look.pattern.size}, auto`,
  };
}
