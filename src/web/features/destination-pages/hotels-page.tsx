import { useQuery } from '@tanstack/react-query';
import { Info, SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_HOTEL_FILTERS,
  filterHotels,
  HOTEL_FOOTER_TEXT,
  hotelSummary,
  sampleHotels,
  type THotelFilters,
} from '../../../contract/sample-hotels.ts';
import { nameFromLocation } from './location.ts';
import { Button } from '../../ui/button.tsx';
import { useDocumentSeo } from './document-seo.ts';
import { HotelCard } from './hotel-card.tsx';
import { HotelFiltersPanel, isDefaultHotelFilters } from './hotel-filters.tsx';
import { HotelSearchHeader } from './hotel-search-header.tsx';
import { HotelSidePanel } from './hotel-side-panel.tsx';
import { hotelContentQuery, useHotelImages } from './queries.ts';
import { ReadMoreContent } from './rich-content.tsx';

const FILTERS_ID = 'hotel-filters';

/**
 * /destination/{location}/hotels (spec 2 §2 'Hotels page', spec 3 §2 'Public hotel listing'):
 * the search header, the city's own sample hotels (labelled as samples), the rich-text intro
 * with Read More, the Hotel Filters panel (which filters and sorts the list), the cards, the side
 * panel whose figures and areas are computed from the cards shown, and the footer line.
 */
export function HotelsPage({ location }: { location: string }) {
  const [params] = useSearchParams();
  const content = useQuery(hotelContentQuery(location));
  const name = content.data?.destination.name ?? nameFromLocation(location);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setFilters] = useState<THotelFilters>(DEFAULT_HOTEL_FILTERS);
  const hotels = useMemo(() => sampleHotels(name), [name]);
  const shown = useMemo(() => filterHotels(hotels, filters), [hotels, filters]);
  const images = useHotelImages(name, hotels.length);
  const summary = useMemo(() => hotelSummary(shown), [shown]);
  const cheapest = shown.length > 1 ? Math.min(...shown.map((hotel) => hotel.price)) : null;

  useDocumentSeo(
    content.data
      ? {
          title: content.data.metaTitle,
          description: content.data.metaDescription,
          jsonLd: content.data.schema,
          canonical: `/destination/${content.data.destination.slug}/hotels`,
        }
      : { title: `Hotels in ${name} · Roamly` },
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <HotelSearchHeader
        key={location}
        destinationName={name}
        search={{
          checkIn: params.get('checkIn') ?? '',
          checkOut: params.get('checkOut') ?? '',
          guests: params.get('guests') ?? '',
        }}
      />

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="grid min-w-0 content-start gap-6">
          {content.data?.content ? (
            <section aria-label={`About staying in ${name}`}>
              <ReadMoreContent html={content.data.content} />
            </section>
          ) : null}

          <p className="flex items-start gap-2 rounded-xl bg-surface-muted px-4 py-3 text-sm text-ink-muted">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
            <span>
              These are <strong className="font-semibold text-ink">sample hotels</strong> to show
              how the listing works: prices and availability are illustrative until a hotel provider
              is connected.
            </span>
          </p>

          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold text-ink" aria-live="polite">
              {shown.length} {shown.length === 1 ? 'hotel' : 'hotels'} in {name}
            </h2>
            <Button
              variant={filtersOpen ? 'secondary' : 'outline'}
              size="sm"
              aria-expanded={filtersOpen}
              aria-controls={FILTERS_ID}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {filtersOpen ? 'Hide Filters' : 'Show Filters'}
              {!isDefaultHotelFilters(filters) ? (
                <span className="rounded-full bg-brand px-1.5 text-xs text-on-brand">on</span>
              ) : null}
            </Button>
          </div>

          {filtersOpen ? (
            <HotelFiltersPanel id={FILTERS_ID} filters={filters} onChange={setFilters} />
          ) : null}

          {shown.length === 0 ? (
            <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
              <p className="text-lg font-semibold text-ink">No hotels match these filters</p>
              <p className="text-sm text-ink-muted">Try a wider price range or fewer amenities.</p>
              <Button variant="outline" onClick={() => setFilters(DEFAULT_HOTEL_FILTERS)}>
                Clear All Filters
              </Button>
            </div>
          ) : (
            <ul aria-label={`Hotels in ${name}`} className="grid gap-5">
              {shown.map((hotel) => (
                <li key={hotel.id}>
                  <HotelCard
                    hotel={hotel}
                    city={name}
                    country={content.data?.destination.countryName ?? null}
                    image={images[hotels.indexOf(hotel)] ?? null}
                    index={hotels.indexOf(hotel)}
                    bestPrice={cheapest !== null && hotel.price === cheapest}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>

        <aside aria-label="Hotel summary and help">
          <HotelSidePanel summary={summary} />
        </aside>
      </div>

      <p className="border-t border-line pt-6 text-center text-sm text-ink-muted">
        {HOTEL_FOOTER_TEXT}
      </p>
    </div>
  );
}
