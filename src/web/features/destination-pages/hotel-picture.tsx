import { Photo } from '../../ui/photo.tsx';
import { PlaceFallback } from '../../ui/place-fallback.tsx';

/** The honest caption of a sample hotel without a picture of its own. */
export const HOTEL_NO_PHOTO_LABEL = 'Sample — no photo yet';

/**
 * A hotel card's picture: a provider's photo of the city's hotels when one was accepted, else
 * (or once it fails) the city's designed fallback with a hotel icon, captioned as a sample with
 * no photo yet. Never a photograph of somewhere else.
 */
export function HotelPicture({
  image,
  city,
  country,
  index,
}: {
  image: string | null;
  city: string;
  country: string | null;
  index: number;
}) {
  return (
    <div className="absolute inset-0">
      <Photo
        src={image}
        loading={index < 2 ? 'eager' : 'lazy'}
        className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        fallback={
          <PlaceFallback
            name={city}
            country={country}
            category="hotel"
            label={HOTEL_NO_PHOTO_LABEL}
          />
        }
      />
    </div>
  );
}
