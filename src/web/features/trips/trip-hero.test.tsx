import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPlaceImage } from '../../../contract/places.ts';
import { renderApp } from '../../test/app-harness.tsx';
import { deferred, routeFetch } from '../home/test-api.ts';
import { TRIP_HERO_DEFAULT_PHOTO, TripHero } from './trip-hero.tsx';

const hero = (destination: string) =>
  renderApp(
    <TripHero
      eyebrow="Trip planner"
      heading="Plan your trip"
      destination={destination}
      startDate="2026-06-10"
      endDate="2026-06-12"
      travelers={2}
    />,
    { user: null },
  );

const rome: TPlaceImage = {
  url: '/photos/colosseum-rome-640.webp',
  source: 'bundled',
  attribution: { name: 'Photo: Diliff · CC-BY-SA-2.5', url: '/about' },
  licence: { name: 'CC-BY-SA-2.5', url: '/about' },
  place: { name: 'Rome', country: 'Italy', region: 'Europe', category: 'city' },
};

const images = (container: HTMLElement) =>
  [...container.querySelectorAll('header img')].map((img) => img.getAttribute('src'));

describe('TripHero backdrop', () => {
  it('shows the landscape of nowhere in particular only while no destination is given', () => {
    const fetch = routeFetch({});
    const { container } = hero('');
    expect(images(container)).toEqual([`/photos/${TRIP_HERO_DEFAULT_PHOTO}-1600.webp`]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never shows that landscape under a destination while its photo loads', () => {
    const pending = deferred();
    routeFetch({ 'GET /api/places/image/Rome': () => pending.promise });
    const { container } = hero('Rome');
    expect(images(container)).toEqual([]);
    expect(screen.getByTestId('place-fallback')).toBeInTheDocument();
    expect(screen.getByText('Rome')).toBeInTheDocument();
  });

  it('fades the photograph of the place in over its designed backdrop, with its credit', async () => {
    routeFetch({ 'GET /api/places/image/Rome': () => ({ status: 200, body: rome }) });
    const { container } = hero('Rome');
    await waitFor(() => expect(images(container)).toEqual([rome.url]));
    expect(screen.getByRole('link', { name: rome.attribution!.name })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it('keeps the designed backdrop where no photograph shows the place', async () => {
    const fetch = routeFetch({
      'GET /api/places/image/Atlantis': () => ({
        status: 200,
        body: { ...rome, url: null, source: 'fallback', attribution: null, licence: null },
      }),
    });
    const { container } = hero('Atlantis');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(images(container)).toEqual([]);
    expect(screen.getByTestId('place-fallback')).toBeInTheDocument();
  });
});
