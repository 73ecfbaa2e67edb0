import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about-page.tsx';

describe('AboutPage', () => {
  it('credits GeoNames (CC BY 4.0) for the places suggested for photos', () => {
    render(<AboutPage />);
    const section = screen.getByRole('region', { name: 'Place data' });
    expect(within(section).getByRole('link', { name: 'GeoNames' })).toHaveAttribute(
      'href',
      'https://www.geonames.org/',
    );
    expect(
      within(section).getByRole('link', { name: 'Creative Commons Attribution 4.0 License' }),
    ).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
  });
});
