import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeaturedCard } from './featured-card.tsx';
import { SAMPLE_FEATURED_OFFERS } from './sample-data.ts';
import { QuickActionsCard } from './side-cards.tsx';
import { TrendingCard } from './trending-card.tsx';

describe('Featured Hotels, Flights and Cars (spec 1 §2)', () => {
  it('labels the card Sample and shows two offers of each kind, each with a photo', () => {
    render(<FeaturedCard />);
    const card = screen.getByRole('region', { name: 'Featured Hotels, Flights & Cars' });
    expect(within(card).getByText('Sample')).toBeInTheDocument();
    for (const kind of ['Hotels', 'Flights', 'Cars']) {
      const group = within(card).getByRole('region', { name: kind });
      const offers = within(group).getAllByRole('listitem');
      expect(offers).toHaveLength(2);
      for (const offer of offers) {
        const img = within(offer).getByRole('img');
        expect(img).toHaveAttribute('alt', expect.stringMatching(/\w{4,}/));
        expect(img.getAttribute('srcset')).toMatch(/-160\.webp 160w, .*-320\.webp 320w$/);
        // The AVIF source sits beside it in the <picture>.
        expect(img.parentElement?.querySelector('source[type="image/avif"]')).not.toBeNull();
      }
    }
  });

  it('shows each price with what it is per', () => {
    render(<FeaturedCard />);
    const first = SAMPLE_FEATURED_OFFERS[0]!;
    const row = screen.getByText(first.title).closest('li')!;
    expect(row).toHaveTextContent(`${first.price}/ ${first.unit}`);
    expect(row).toHaveTextContent(`Rated ${first.rating} out of 5`);
  });
});

describe('Quick Actions (spec 1 §2)', () => {
  it('offers the five actions of the spec, with their targets', () => {
    render(
      <MemoryRouter>
        <QuickActionsCard />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('region', { name: 'Quick Actions' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['View All Bookings', '/recommendations'],
      ['Plan Trip', '/plan-trip'],
      ['Find Travel Buddies', '/explore'],
      ['Saved Posts', '/profile'],
      ['Travel Stats', '/explore'],
    ]);
  });
});

describe('Trending Destinations (spec 1 §2)', () => {
  it('lists Bali, Swiss Alps and Kyoto with their drawn scenes, marked Sample', () => {
    const { container } = render(<TrendingCard />);
    const card = screen.getByRole('region', { name: 'Trending Destinations' });
    expect(within(card).getByText('Sample')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Bali'),
      expect.stringContaining('Swiss Alps'),
      expect.stringContaining('Kyoto'),
    ]);
    const scenes = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(scenes).toEqual([
      '/scenes/bali-160.webp',
      '/scenes/swiss-alps-160.webp',
      '/scenes/kyoto-160.webp',
    ]);
  });
});
