import { CalendarDays, MapPin, Search, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { destinationSlug } from '../../../contract/destinations.ts';
import { DEFAULT_HOTEL_GUESTS, HOTEL_GUEST_OPTIONS } from '../../../contract/sample-hotels.ts';
import { Button } from '../../ui/button.tsx';
import { Input, Select } from '../../ui/input.tsx';

export type HotelSearch = { checkIn: string; checkOut: string; guests: string };

/** Today as YYYY-MM-DD in the member's time zone (the earliest check-in). */
export function localToday(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}

/** The problems of a search, by field (empty when it can run). */
export function hotelSearchErrors(values: HotelSearch & { destination: string }) {
  const errors: Partial<Record<'destination' | 'checkOut', string>> = {};
  if (!destinationSlug(values.destination)) errors.destination = 'Enter a destination';
  if (values.checkIn && values.checkOut && values.checkOut <= values.checkIn) {
    errors.checkOut = 'Check-out must be after check-in';
  }
  return errors;
}

const LABEL = 'flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink uppercase';

/**
 * Spec 2 §2: 'Best Hotels in {destination}' with a destination search, check-in and check-out
 * dates, guests (1, 2 default, 3, 4, 5+) and Search Hotels, which opens that destination's page
 * with the dates and guests in the address.
 */
export function HotelSearchHeader({
  destinationName,
  search,
}: {
  destinationName: string;
  search: HotelSearch;
}) {
  const navigate = useNavigate();
  const id = useId();
  const [destination, setDestination] = useState(destinationName);
  const [checkIn, setCheckIn] = useState(search.checkIn);
  const [checkOut, setCheckOut] = useState(search.checkOut);
  const [guests, setGuests] = useState(search.guests || DEFAULT_HOTEL_GUESTS);
  const [submitted, setSubmitted] = useState(false);
  const errors = hotelSearchErrors({ destination, checkIn, checkOut, guests });
  const shown = submitted ? errors : { checkOut: errors.checkOut };
  const today = localToday();

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    const params = new URLSearchParams();
    if (checkIn) params.set('checkIn', checkIn);
    if (checkOut) params.set('checkOut', checkOut);
    params.set('guests', guests);
    void navigate(`/destination/${destinationSlug(destination)}/hotels?${params.toString()}`);
  }

  return (
    <header className="relative overflow-hidden rounded-3xl bg-brand-strong px-5 pt-8 pb-6 text-on-brand sm:px-8 sm:pt-10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-20 -bottom-28 size-80 rounded-full bg-accent-bright/20 blur-3xl"
      />
      <p className="text-sm font-semibold tracking-wide text-on-brand/80 uppercase">
        Stays &amp; hotels
      </p>
      <h1 className="mt-1 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        Best Hotels in {destinationName}
      </h1>
      <p className="mt-2 max-w-2xl text-on-brand/85">
        Compare places to stay by price, rating and amenities.
      </p>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Search hotels"
        className="relative mt-6 grid grid-cols-2 gap-3 rounded-2xl bg-surface p-3 text-ink shadow-lg lg:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
      >
        <div className="col-span-2 grid gap-1.5 lg:col-span-1">
          <label htmlFor={`${id}-destination`} className={LABEL}>
            <MapPin aria-hidden="true" className="size-3.5 text-brand" />
            Destination
          </label>
          <Input
            id={`${id}-destination`}
            value={destination}
            onChange={(event) => setDestination(event.target.value)}
            placeholder="Where are you going?"
            autoComplete="off"
            aria-invalid={shown.destination ? true : undefined}
            aria-describedby={shown.destination ? `${id}-destination-error` : undefined}
          />
          {shown.destination ? (
            <p id={`${id}-destination-error`} className="text-xs font-medium text-danger">
              {shown.destination}
            </p>
          ) : null}
        </div>
        <div className="grid min-w-0 gap-1.5">
          <label htmlFor={`${id}-check-in`} className={LABEL}>
            <CalendarDays aria-hidden="true" className="size-3.5 text-brand" />
            Check-in
          </label>
          <Input
            id={`${id}-check-in`}
            type="date"
            className="min-w-0 px-2.5 text-sm sm:px-3.5 sm:text-base"
            min={today}
            value={checkIn}
            onChange={(event) => setCheckIn(event.target.value)}
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <label htmlFor={`${id}-check-out`} className={LABEL}>
            <CalendarDays aria-hidden="true" className="size-3.5 text-brand" />
            Check-out
          </label>
          <Input
            id={`${id}-check-out`}
            type="date"
            className="min-w-0 px-2.5 text-sm sm:px-3.5 sm:text-base"
            min={checkIn || today}
            value={checkOut}
            onChange={(event) => setCheckOut(event.target.value)}
            aria-invalid={shown.checkOut ? true : undefined}
            aria-describedby={shown.checkOut ? `${id}-check-out-error` : undefined}
          />
          {shown.checkOut ? (
            <p id={`${id}-check-out-error`} className="text-xs font-medium text-danger">
              {shown.checkOut}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1.5 max-lg:col-span-2 sm:max-lg:col-span-1">
          <label htmlFor={`${id}-guests`} className={LABEL}>
            <Users aria-hidden="true" className="size-3.5 text-brand" />
            Guests
          </label>
          <Select
            id={`${id}-guests`}
            value={guests}
            onChange={(event) => setGuests(event.target.value)}
          >
            {HOTEL_GUEST_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option} {option === '1' ? 'guest' : 'guests'}
              </option>
            ))}
          </Select>
        </div>
        <Button
          type="submit"
          variant="accent"
          size="md"
          className="max-lg:col-span-2 sm:max-lg:col-span-1 sm:max-lg:self-end"
        >
          <Search aria-hidden="true" className="size-4" />
          Search Hotels
        </Button>
      </form>
    </header>
  );
}
