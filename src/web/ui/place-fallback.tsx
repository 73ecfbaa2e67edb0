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
import { placeBackdrop } from '../../contract/place-look.ts';

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

export { regionHash, regionLook } from '../../contract/place-look.ts';

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
  const Icon = iconOf(category);
  const where = country && country !== name ? `${name}, ${country}` : name;
  const style: CSSProperties = placeBackdrop({ name, country, region });
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
