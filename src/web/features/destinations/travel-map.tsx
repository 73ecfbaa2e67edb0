import { useQuery } from '@tanstack/react-query';
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { Building2, Earth, Flag, MapPinned } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, Geometry } from 'geojson';
import atlas from 'world-atlas/countries-110m.json' with { type: 'json' };
import { travelMapRoute, type TTravelMap } from '../../../contract/destinations.ts';
import { errorMessage } from '../../lib/api.ts';
import { routeQueryOptions } from '../../lib/route-query.ts';
import { STALE } from '../../lib/staleness.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { destinationPath } from './destination-queries.ts';

/**
 * The profile's Travel Map (issue 9 §1): the countries the member has posted from on a world map
 * drawn offline (Natural Earth 1:110m from `world-atlas`, public domain, projected with `d3-geo`;
 * no tile server), their cities as dots, and the counts: countries, continents, cities and the
 * share of the world. Countries join the map by ISO numeric code. This module (with the map's
 * 100 KB of TopoJSON) is loaded only when the tab opens.
 */

const WIDTH = 960;
const HEIGHT = 470;

type CountryProps = { name: string };
const topology = atlas as unknown as Topology<{
  countries: GeometryCollection<CountryProps>;
}>;
const world = feature(topology, topology.objects.countries) as FeatureCollection<
  Geometry,
  CountryProps
>;
const projection = geoNaturalEarth1().fitExtent(
  [
    [4, 4],
    [WIDTH - 4, HEIGHT - 4],
  ],
  { type: 'Sphere' },
);
const path = geoPath(projection);
/** Paths are computed once: the world does not change between profiles. */
const countryPaths = world.features.map((country) => ({
  id: country.id === undefined ? null : String(country.id).padStart(3, '0'),
  name: country.properties.name,
  d: path(country) ?? '',
}));
const spherePath = path({ type: 'Sphere' }) ?? '';

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse gap-1 rounded-2xl bg-surface-muted p-3 sm:p-4">
      <dt className="flex items-center gap-1.5 text-xs text-ink-muted sm:text-sm">
        {icon}
        {label}
      </dt>
      <dd className="text-2xl leading-none font-bold text-ink sm:text-3xl" data-stat={label}>
        {value}
      </dd>
    </div>
  );
}

export function WorldMap({ map }: { map: TTravelMap }) {
  const visited = useMemo(
    () => new Set(map.countries.flatMap((country) => country.numericCode ?? [])),
    [map.countries],
  );
  const label =
    map.countries.length > 0
      ? `World map with ${map.countries.length} ${map.countries.length === 1 ? 'country' : 'countries'} highlighted: ${map.countries.map((c) => c.name).join(', ')}`
      : 'World map with no countries highlighted yet';
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      className="h-auto w-full"
      data-testid="travel-map-svg"
    >
      <path d={spherePath} className="fill-brand-soft/40 stroke-line" strokeWidth={0.6} />
      {countryPaths.map((country, index) => {
        const on = country.id !== null && visited.has(country.id);
        return (
          <path
            key={`${country.id ?? 'none'}-${index}`}
            d={country.d}
            data-country={country.id ?? undefined}
            data-visited={on || undefined}
            className={on ? 'fill-brand stroke-surface' : 'fill-[#dcd8cf] stroke-surface'}
            strokeWidth={0.5}
          >
            <title>{country.name}</title>
          </path>
        );
      })}
      {map.cities.map((city) => {
        const point = projection([city.longitude, city.latitude]);
        if (!point) return null;
        return (
          <circle
            key={city.id}
            cx={point[0]}
            cy={point[1]}
            r={4.5}
            className="fill-accent-bright stroke-surface"
            strokeWidth={1.5}
          >
            <title>{city.name}</title>
          </circle>
        );
      })}
    </svg>
  );
}

/** The tab's content for one member (own profile: every post; others: what they may see). */
export default function TravelMap({ userId, isSelf }: { userId: string; isSelf: boolean }) {
  const query = useQuery({
    ...routeQueryOptions(travelMapRoute, { params: { id: userId } }),
    staleTime: STALE.shared,
  });
  if (query.isPending) return <Spinner label="Loading the travel map…" />;
  if (query.isError) {
    return (
      <div className="rounded-2xl border border-line bg-surface p-6 text-center">
        <p className="font-semibold text-ink">The travel map could not be loaded</p>
        <p className="mt-1 text-sm text-ink-muted">
          {errorMessage(query.error, 'Please try again.')}
        </p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const map = query.data;
  const share = map.worldShare * 100;
  return (
    <section aria-labelledby="travel-map-title" className="grid min-w-0 gap-5">
      <h2 id="travel-map-title" className="sr-only">
        Travel Map
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat
          icon={<Flag aria-hidden="true" className="size-4" />}
          label="Countries"
          value={String(map.countries.length)}
        />
        <Stat
          icon={<Earth aria-hidden="true" className="size-4" />}
          label="Continents"
          value={String(map.continents.length)}
        />
        <Stat
          icon={<Building2 aria-hidden="true" className="size-4" />}
          label="Cities"
          value={String(map.cities.length)}
        />
        <Stat
          icon={<MapPinned aria-hidden="true" className="size-4" />}
          label="Of the world"
          value={`${share > 0 && share < 1 ? share.toFixed(1) : Math.round(share)}%`}
        />
      </dl>
      <div className="overflow-hidden rounded-2xl border border-line bg-surface p-2 sm:p-4">
        <WorldMap map={map} />
      </div>
      {map.countries.length === 0 ? (
        <p className="rounded-2xl bg-surface-muted p-5 text-center text-sm text-ink-muted">
          {isSelf
            ? 'Add a location to your posts — choose it from the suggestions or share a geotagged photo — and the countries you visit light up here.'
            : 'No places to show yet.'}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <h3 className="mb-2 text-sm font-semibold text-ink">
              Countries · {map.continents.join(', ')}
            </h3>
            <ul className="flex flex-wrap gap-2" aria-label="Countries visited">
              {map.countries.map((country) => (
                <li
                  key={country.code}
                  className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-3 py-1 text-sm text-brand-strong"
                >
                  <span aria-hidden="true" className="size-2 rounded-full bg-brand" />
                  {country.name}
                  <span className="text-xs text-ink-muted">
                    · {country.postCount} {country.postCount === 1 ? 'post' : 'posts'}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          {map.cities.length > 0 ? (
            <div>
              <h3 className="mb-2 text-sm font-semibold text-ink">Cities</h3>
              <ul className="flex flex-wrap gap-2" aria-label="Cities visited">
                {map.cities.map((city) => (
                  <li key={city.id}>
                    <Link
                      to={destinationPath(city.slug)}
                      className="inline-flex items-center rounded-full border border-line px-3 py-1 text-sm text-ink hover:bg-surface-muted"
                    >
                      {city.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
