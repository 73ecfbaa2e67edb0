import { clsx } from 'clsx';
import { LOCATION_MAX_LENGTH } from '../../../contract/posts.ts';
import { LocationInput, type ChosenDestination } from '../destinations/location-input.tsx';

/** Spec 1 §2 'Destination search': the quick destination chips. */
export const QUICK_DESTINATIONS = ['Paris', 'Tokyo', 'Bali', 'New York', 'London', 'Rome'] as const;

/** The pill of the quick destination and quick tag chips. */
export const CHIP =
  'inline-flex h-8 items-center gap-1 rounded-full border px-3 text-sm font-medium transition-colors';

/**
 * The create dialog's and page's Location: free text with destination suggestions (a choice links
 * the post to the catalogue) and the quick destination chips, which toggle.
 */
export function LocationField({
  id,
  location,
  onLocationChange,
  onDestinationChosen,
}: {
  id: string;
  location: string;
  onLocationChange: (location: string) => void;
  onDestinationChosen: (destination: ChosenDestination) => void;
}) {
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Location
      </label>
      <LocationInput
        id={id}
        value={location}
        onChange={onLocationChange}
        onChoose={(chosen) => {
          onLocationChange(chosen.label);
          onDestinationChosen({ code: chosen.id, label: chosen.label });
        }}
        maxLength={LOCATION_MAX_LENGTH}
        placeholder="Add a place, e.g. Kyoto, Japan"
      />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick destinations">
        {QUICK_DESTINATIONS.map((place) => {
          const selected = location.trim().toLowerCase() === place.toLowerCase();
          return (
            <button
              key={place}
              type="button"
              aria-pressed={selected}
              onClick={() => onLocationChange(selected ? '' : place)}
              className={clsx(
                CHIP,
                selected
                  ? 'border-brand bg-brand text-on-brand'
                  : 'border-line bg-surface text-ink hover:border-brand hover:text-brand',
              )}
            >
              {place}
            </button>
          );
        })}
      </div>
    </div>
  );
}
