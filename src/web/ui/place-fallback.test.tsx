import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlaceFallback, placeFromLabel, regionLook } from './place-fallback.tsx';

describe('PlaceFallback', () => {
  it("draws the place's name and country as a labelled image, with an honest caption", () => {
    render(
      <PlaceFallback name="Kyoto" country="Japan" category="city" label="Sample — no photo yet" />,
    );
    const picture = screen.getByRole('img', { name: 'Kyoto, Japan (Sample — no photo yet)' });
    expect(picture).toHaveTextContent('Kyoto');
    expect(picture).toHaveTextContent('Japan');
    expect(picture).toHaveTextContent('Sample — no photo yet');
    expect(picture.querySelector('svg')).not.toBeNull();
    expect(picture.querySelector('img')).toBeNull();
  });

  it('takes its colour from the region and keeps it on every render', () => {
    const first = regionLook('Asia', 'Japan');
    expect(regionLook('Asia', 'Japan')).toEqual(first);
    // Regions spread over the palettes: not every continent shares one colour.
    const colours = new Set(
      ['Europe', 'Asia', 'Africa', 'North America', 'South America', 'Oceania'].map(
        (region) => regionLook(region).from,
      ),
    );
    expect(colours.size).toBeGreaterThan(2);
    render(<PlaceFallback name="Bali" country="Indonesia" region="Asia" />);
    const { backgroundColor } = screen.getByRole('img', { name: 'Bali, Indonesia' }).style;
    expect(backgroundColor).toBe(first.from);
  });

  it('is hidden from assistive tech beside text that already names the place', () => {
    const { container } = render(<PlaceFallback name="Bali" decorative size="sm" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container).not.toHaveTextContent('Bali');
  });

  it('reads a label as name and country', () => {
    expect(placeFromLabel('Paris, France')).toEqual({ name: 'Paris', country: 'France' });
    expect(placeFromLabel('Bali')).toEqual({ name: 'Bali', country: null });
  });
});
