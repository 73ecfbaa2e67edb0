import { clsx } from 'clsx';
import {
  Building2,
  Compass,
  Footprints,
  Globe2,
  Hotel,
  Landmark,
  MapPin,
  Mountain,
  Palette,
  Trees,
  UtensilsCrossed,
  Waves,
  type LucideIcon,
} from 'lucide-react';
import type { CSSProperties } from 'react';

/**
 * The designed stand-in for a place without a photograph of its own (issue 20 §1): its name and
 * country over a colour and a subtle pattern drawn from its region, with its category's icon.
 * It is a picture of a name, never a photograph of somewhere else.
 */

/** What the place is: a destination type, a tour category, or a hotel. */
export type PlaceFallbackCategory =
  | 'city'
  | 'region'
  | 'country'
  | 'hotel'
  | 'sightseeing'
  | 'cultural'
  | 'adventure'
  | 'food'
  | 'nature'
  | 'museums'
  | 'walking'
  | 'water';

const ICONS: Record<PlaceFallbackCategory, LucideIcon> = {
  city: Building2,
  region: Mountain,
  country: Globe2,
  hotel: Hotel,
  sightseeing: Compass,
  cultural: Landmark,
  adventure: Mountain,
  food: UtensilsCrossed,
  nature: Trees,
  museums: Palette,
  walking: Footprints,
  water: Waves,
};

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

export type PlaceFallbackProps = {
  name: string;
  /** The country's name; left out for a country itself or when unknown. */
  country?: string | null;
  /** Where the colour comes from: continent, country or region; the country when absent. */
  region?: string | null;
  category?: PlaceFallbackCategory | string | null;
  /** A short honest caption in the corner ('Sample — no photo yet'). */
  label?: string;
  /** Beside text that already names the place (a list row): hidden from assistive tech. */
  decorative?: boolean;
  /**
   * 'sm' thumbnails (icon only: the name is beside them), 'md' cards, 'lg' large cards; 'hero'
   * is a backdrop under a heading that already names the place (decorative, no text).
   */
  size?: 'sm' | 'md' | 'lg' | 'hero';
  className?: string;
};

function iconOf(category: PlaceFallbackProps['category']): LucideIcon {
  return (category && ICONS[category as PlaceFallbackCategory]) || MapPin;
}

/** A designed picture of a place's name: role img, labelled with the name and country. */
export function PlaceFallback({
  name,
  country = null,
  region = null,
  category = null,
  label,
  size = 'md',
  decorative = false,
  className,
}: PlaceFallbackProps) {
  const look = regionLook(region ?? country ?? name, country ?? name);
  const Icon = iconOf(category);
  const where = country && country !== name ? `${name}, ${country}` : name;
  const style: CSSProperties = {
    backgroundColor: look.from,
    backgroundImage: `${look.pattern.image}, linear-gradient(135deg, ${look.from}, ${look.to})`,
    // One size per pattern layer, then the colour gradient's.
    backgroundSize: `${look.pattern.size}, auto`,
  };
  if (size === 'hero') {
    return (
      <div
        aria-hidden="true"
        data-testid="place-fallback"
        style={style}
        className={clsx('relative isolate size-full overflow-hidden text-white', className)}
      >
        <Icon
          className="absolute top-4 right-4 size-24 opacity-15 sm:top-1/2 sm:right-[6%] sm:size-64 sm:-translate-y-1/2"
          strokeWidth={1}
        />
      </div>
    );
  }
  return (
    <div
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': label ? `${where} (${label})` : where })}
      data-testid="place-fallback"
      style={style}
      className={clsx(
        'relative isolate grid size-full place-items-center overflow-hidden text-white',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute -top-1/4 -right-1/4 -z-10 aspect-square w-3/4 rounded-full bg-white/10"
      />
      {size === 'sm' ? (
        <Icon aria-hidden="true" className="size-6 opacity-90" strokeWidth={1.75} />
      ) : (
        <div aria-hidden="true" className="grid justify-items-center gap-1.5 px-4 text-center">
          <Icon
            className={size === 'lg' ? 'size-10 opacity-90' : 'size-8 opacity-90'}
            strokeWidth={1.5}
          />
          <span
            className={clsx(
              'font-display leading-tight font-semibold text-balance break-words drop-shadow-sm',
              size === 'lg' ? 'text-3xl sm:text-4xl' : 'text-xl',
            )}
          >
            {name}
          </span>
          {country && country !== name ? (
            <span className="text-xs font-semibold tracking-[0.18em] uppercase opacity-85">
              {country}
            </span>
          ) : null}
        </div>
      )}
      {label ? (
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 rounded-full bg-black/35 px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide"
        >
          {label}
        </span>
      ) : null}
    </div>
  );
}

/** 'Paris, France' → name 'Paris', country 'France'; a single name has no country. */
export function placeFromLabel(label: string): { name: string; country: string | null } {
  const parts = label
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const name = parts[0] ?? label.trim();
  return { name, country: parts.length > 1 ? (parts[parts.length - 1] ?? null) : null };
}
