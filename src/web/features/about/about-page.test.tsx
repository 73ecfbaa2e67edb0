import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about-page.tsx';
import { PHOTO_CREDITS } from './photo-credits.ts';

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

  it('lists every bundled photo with its author, licence, source and share-alike note', () => {
    const { container } = render(<AboutPage />);
    const items = container.querySelectorAll('[data-credit]');
    expect([...items].map((item) => item.getAttribute('data-credit'))).toEqual(
      PHOTO_CREDITS.map((credit) => credit.id),
    );
    for (const item of items) {
      const credit = PHOTO_CREDITS.find((c) => c.id === item.getAttribute('data-credit'))!;
      const text = item.textContent ?? '';
      expect(text).toContain(credit.attribution);
      expect(text).toContain(`Source: ${credit.source}`);
      expect(text).toContain(`Licence: ${credit.licence.split(' (')[0]}`);
      expect(text.includes('share-alike'), credit.id).toBe(credit.shareAlike);
    }
  });
});
