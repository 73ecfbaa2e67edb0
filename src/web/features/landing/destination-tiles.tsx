import { MapPin } from 'lucide-react';
import { Photo } from '../about/photo.tsx';
import { TILE_WIDTHS } from '../about/photo-sources.ts';

type Destination = { photoId: string; name: string; country: string; alt: string };

/** Four landmark photos that show the kind of places members post (credited on /about). */
export const LANDING_DESTINATIONS: readonly Destination[] = [
  {
    photoId: 'machu-picchu',
    name: 'Machu Picchu',
    country: 'Peru',
    alt: 'Machu Picchu: the Inca citadel below the peak of Huayna Picchu, wrapped in clouds',
  },
  {
    photoId: 'petra-monastery',
    name: 'Petra',
    country: 'Jordan',
    alt: 'Petra: the rock-cut façade of the Monastery in rose sandstone cliffs',
  },
  {
    photoId: 'mont-saint-michel',
    name: 'Mont-Saint-Michel',
    country: 'France',
    alt: 'Mont-Saint-Michel: the abbey island rising above the tidal flats',
  },
  {
    photoId: 'great-wall-china',
    name: 'Great Wall',
    country: 'China',
    alt: 'Great Wall of China: the wall snaking over green mountain ridges',
  },
];

/** Photo tiles under the features: real places, lazily loaded, sized before they arrive. */
export function DestinationTiles() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
      {LANDING_DESTINATIONS.map((place) => (
        <li key={place.photoId} className="group relative overflow-hidden rounded-3xl bg-line">
          <Photo
            photoId={place.photoId}
            widths={TILE_WIDTHS}
            sizes="(min-width: 1024px) 280px, 50vw"
            width={3}
            height={4}
            alt={place.alt}
            loading="lazy"
            decoding="async"
            className="aspect-[3/4] size-full object-cover transition-transform duration-700 group-hover:scale-105"
          />
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent p-4 pt-12 text-white">
            <p className="font-display text-lg leading-tight font-semibold sm:text-xl">
              {place.name}
            </p>
            <p className="flex items-center gap-1 text-sm text-white/90">
              <MapPin aria-hidden="true" className="size-3.5" />
              {place.country}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
