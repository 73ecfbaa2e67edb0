import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { TDestinationResult } from '../../../contract/search.ts';
import { ImageOrIcon } from '../home/image-or-icon.tsx';
import { placeSearchPath, postsCountLabel } from '../home/places.tsx';

/** A destination found by search: its picture (or a pin) over its name and post count. */
export function DestinationTile({ place }: { place: TDestinationResult }) {
  return (
    <li>
      <Link
        to={placeSearchPath(place.name)}
        className="group block overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
      >
        <ImageOrIcon
          src={place.imageUrl}
          icon={<MapPin className="size-10" />}
          className="aspect-[4/3] w-full"
          imageClassName="transition-transform group-hover:scale-[1.02]"
        />
        <span className="block p-3">
          <span className="block truncate font-semibold text-ink group-hover:underline">
            {place.name}
          </span>
          <span className="block text-sm text-ink-muted">{postsCountLabel(place.postsCount)}</span>
        </span>
      </Link>
    </li>
  );
}
