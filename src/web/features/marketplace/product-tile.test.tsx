import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAffiliateProduct, TSponsoredService } from '../../../contract/marketplace.ts';
import { ProductCard } from './product-card.tsx';
import { ServiceCard } from './service-card.tsx';
import { productTileIcon, tileCaption } from './product-tile.tsx';

function product(overrides: Partial<TAffiliateProduct> = {}): TAffiliateProduct {
  return {
    id: 'SAMPLE-EL-READER',
    title: 'E-Reader with Warm Light, Waterproof',
    brand: 'Pagewise',
    description: 'Weeks of reading on one charge.',
    rating: 4.7,
    reviewCount: 5120,
    features: ['Warm light'],
    category: 'electronics',
    price: 139,
    originalPrice: null,
    currency: 'USD',
    formattedPrice: '$139',
    formattedOriginalPrice: null,
    prime: false,
    affiliateUrl: 'https://www.amazon.com/s?k=e-reader',
    imageUrl: null,
    source: 'sample',
    isSample: true,
    ...overrides,
  };
}

describe('ProductCard picture (every product has one)', () => {
  it('draws a tile with the product’s own icon and name when the provider sends no image', () => {
    render(<ProductCard product={product()} />);
    const tile = screen.getByTestId('product-tile');
    // An e-reader gets a book, not the electronics plug.
    expect(tile).toHaveAttribute('data-icon', 'book-open');
    expect(within(tile).getByText('E-Reader')).toBeInTheDocument();
    expect(tile.querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the provider’s image when there is one, and the tile once it fails', () => {
    const { container } = render(
      <ProductCard product={product({ imageUrl: 'https://m.media-amazon.com/images/I/x.jpg' })} />,
    );
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://m.media-amazon.com/images/I/x.jpg');
    expect(screen.queryByTestId('product-tile')).toBeNull();
    fireEvent.error(image);
    expect(screen.getByTestId('product-tile')).toHaveAttribute('data-icon', 'book-open');
  });
});

describe('ServiceCard picture', () => {
  const service = (imageUrl: string | null): TSponsoredService => ({
    id: 'SAMPLE-SVC-COVER',
    title: 'Adventure Sports Travel Cover',
    provider: 'SafeHarbour Cover',
    description: 'Trekking, diving and skiing covered.',
    location: 'Worldwide',
    imageUrl,
    rating: 4.5,
    reviewCount: 1286,
    category: 'insurance',
    price: 12,
    currency: 'USD',
    formattedPrice: '$12',
    priceUnit: 'per day',
    url: 'https://www.worldnomads.com/travel-insurance',
    commissionRate: 25,
    sponsored: true,
    isSample: true,
  });

  it('a service without a place gets its category’s tile, never a photograph of somewhere', () => {
    const { container } = render(<ServiceCard service={service(null)} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('product-tile')).toHaveAttribute('data-icon', 'shield-check');
  });

  it('shows the photograph of its place when it has one', () => {
    const { container } = render(
      <ServiceCard service={service('/photos/machu-picchu-640.webp')} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/photos/machu-picchu-640.webp');
  });
});

describe('productTileIcon', () => {
  it('reads the kind of product from its name', () => {
    const icon = (title: string, category: TAffiliateProduct['category'] = 'electronics') =>
      productTileIcon(title, category).name;
    expect(icon('Noise-Cancelling Over-Ear Headphones')).toBe('headphones');
    expect(icon('20,000 mAh Power Bank, Cabin-Approved')).toBe('battery-charging');
    expect(icon('Universal Travel Adapter with 4 USB Ports')).toBe('plug');
    expect(icon('Foldable Travel Drone under 250 g', 'photography')).toBe('drone');
    expect(icon('Carry-On Hardside Spinner Suitcase 55 cm', 'luggage')).toBe('luggage');
    expect(icon('Travel Backpack 40 L with Laptop Sleeve', 'luggage')).toBe('backpack');
    expect(icon('Charge-Anywhere Electronics Pouch')).toBe('shopping-bag');
    expect(icon('Annual Multi-Trip Travel Insurance', 'insurance')).toBe('shield-check');
  });

  it('falls back to the category’s picture, a device for electronics rather than a plug', () => {
    expect(productTileIcon('Gizmo 3000', 'electronics').name).toBe('monitor-smartphone');
    expect(productTileIcon('Gizmo 3000', 'experiences').name).toBe('ticket');
  });

  it('captions the tile with the short name', () => {
    expect(tileCaption('E-Reader with Warm Light, Waterproof')).toBe('E-Reader');
    expect(tileCaption('Travel Photography Starter Kit')).toBe('Travel Photography Starter Kit');
    expect(tileCaption('20,000 mAh Power Bank, Cabin-Approved')).toBe('20,000 mAh Power Bank');
  });
});
