import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPlaceImage } from '../../../contract/places.ts';
import { DestinationHero } from './destination-hero.tsx';

const hero = (image: TPlaceImage) =>
  render(
    <DestinationHero
      name="Kyoto"
      subtitle="Japan"
      image={image}
      searchQuery=""
      onSearch={() => {}}
      filtersOpen={false}
      filtersId="filters"
      onToggleFilters={() => {}}
      activeFilters={false}
    />,
  );

const place = { name: 'Kyoto', country: 'Japan', region: 'Asia', category: 'city' as const };

describe('DestinationHero', () => {
  it('stands the heading on the region’s designed backdrop when no photograph shows the place', () => {
    const { container } = hero({
      url: null,
      source: 'fallback',
      attribution: null,
      licence: null,
      place,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Things to Do in Kyoto' })).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('place-fallback')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText(/^Photo:/)).toBeNull();
  });

  it('shows the photograph of the place with its credit', () => {
    const { container } = hero({
      url: '/photos/eiffel-tower-640.webp',
      source: 'bundled',
      attribution: { name: 'Photo: Tognopop, Public domain', url: '/about' },
      licence: { name: 'Public domain', url: '/about' },
      place,
    });
    expect(container.querySelector('img')).toHaveAttribute('src', '/photos/eiffel-tower-640.webp');
    expect(screen.getByRole('link', { name: 'Photo: Tognopop, Public domain' })).toHaveAttribute(
      'href',
      '/about',
    );
    expect(screen.queryByTestId('place-fallback')).toBeNull();
  });
});
