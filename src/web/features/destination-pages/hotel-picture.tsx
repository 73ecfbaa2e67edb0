import { clsx } from 'clsx';
import { Hotel } from 'lucide-react';
import { useState } from 'react';

/** Four colourways, one per card position, so neighbouring cards differ. */
const TONES = [
  'from-brand-strong to-brand text-on-brand',
  'from-accent to-accent-bright text-on-accent',
  'from-ink to-brand-strong text-on-brand',
  'from-brand to-accent text-on-brand',
] as const;

/**
 * A drawn picture for a hotel without a photo of its own (spec 2 §8's fallback): the city's name
 * over a colour and a dotted pattern, with a hotel icon, captioned 'Illustration' so nobody
 * mistakes it for the place. Never a photograph, so never a photograph of somewhere else.
 */
export function HotelIllustration({ city, index }: { city: string; index: number }) {
  return (
    <div
      data-testid="hotel-illustration"
      className={clsx(
        'absolute inset-0 grid place-items-center overflow-hidden bg-gradient-to-br',
        TONES[index % TONES.length],
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(currentColor_1px,transparent_1.5px)] [background-size:16px_16px] opacity-20"
      />
      <div
        aria-hidden="true"
        className="absolute -top-16 -left-10 size-48 rounded-full bg-white/10"
      />
      <div className="relative grid justify-items-center gap-2 px-4 text-center">
        <Hotel aria-hidden="true" className="size-10 opacity-90" strokeWidth={1.5} />
        <span className="font-display text-2xl leading-tight font-semibold break-words">
          {city}
        </span>
      </div>
      <span className="absolute right-3 bottom-3 rounded-full bg-black/30 px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide uppercase">
        Illustration
      </span>
    </div>
  );
}

/**
 * A hotel card's picture: the place-image lookup's photo of the city's hotels when one was
 * accepted, else (or once it fails) the drawn illustration.
 */
export function HotelPicture({
  image,
  city,
  index,
}: {
  image: string | null;
  city: string;
  index: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!image || failed === image) return <HotelIllustration city={city} index={index} />;
  return (
    <img
      src={image}
      alt=""
      loading={index < 2 ? 'eager' : 'lazy'}
      onError={() => setFailed(image)}
      className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
    />
  );
}
