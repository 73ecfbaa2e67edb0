import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Building2, Globe2, MapPin, Mountain } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { TSeoDestination } from '../../../contract/seo.ts';
import {
  destinationContentMarkup,
  destinationSubtitle,
  FALLBACK_ICONS,
  visitorFrame,
  type DrawnDestination,
} from './destination-markup.ts';

const place = { name: 'Paris', country: 'France', region: 'Europe', category: 'city' as const };
const paris: DrawnDestination = {
  name: 'Paris',
  subtitle: 'France · 1,204 excursions',
  photo: { url: '/photos/eiffel-tower-1600.webp', attribution: null },
  place,
};

const destination = (fields: Partial<TSeoDestination>): TSeoDestination => ({
  code: 479,
  slug: 'paris',
  name: 'Paris',
  countryName: 'France',
  countryCode: 'FR',
  tourCount: 1204,
  ...fields,
});

describe('destinationContentMarkup', () => {
  it("draws the hero with the place's photo as the page's largest paint, then the intro's skeleton", () => {
    const html = destinationContentMarkup(paris);
    expect(html).toMatch(/^<div class="grid grid-cols-\[minmax\(0,1fr\)\] gap-8"><header /);
    expect(html).toContain(
      '<img src="/photos/eiffel-tower-1600.webp" alt="" fetchpriority="high" data-first-paint-lcp',
    );
    expect(html).toContain('Things to Do in Paris</p>');
    expect(html).toContain('France · 1,204 excursions');
    expect(html).toContain('animate-pulse');
    expect(html).not.toContain('Photo:'); // the catalogue's photo has no credit line
  });

  it('escapes every text and the address it is given', () => {
    const html = destinationContentMarkup({
      name: '<script>alert(1)</script>',
      subtitle: '"quoted" & \'single\'',
      photo: {
        url: '/photos/x.webp" onload="alert(1)',
        attribution: { name: 'Photo: <b>me</b>', url: '/about' },
      },
      place: { ...place, name: '<script>' },
    });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Things to Do in &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; &#39;single&#39;');
    expect(html).toContain('src="/photos/x.webp&quot; onload=&quot;alert(1)"');
    expect(html).toContain('Photo: &lt;b&gt;me&lt;/b&gt;');
  });

  it("paints the place's designed fallback without a photo of its own, never another photo", () => {
    const html = destinationContentMarkup({ ...paris, photo: null });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('data-first-paint-lcp');
    expect(html).toMatch(/style="background-color:#[0-9a-f]{6};background-image:[^"]+"/);
    expect(html).toContain(FALLBACK_ICONS.city);
    // The subtitle's line is left out when the page has none.
    expect(destinationContentMarkup({ ...paris, subtitle: null })).not.toContain('mt-2 text-base');
  });

  it("draws the fallback's icons as lucide-react does (city, region, country, else a pin)", () => {
    const body = (icon: typeof MapPin) =>
      renderToStaticMarkup(createElement(icon)).replace(/^<svg[^>]*>|<\/svg>$/g, '');
    expect(FALLBACK_ICONS.city).toBe(body(Building2));
    expect(FALLBACK_ICONS.region).toBe(body(Mountain));
    expect(FALLBACK_ICONS.country).toBe(body(Globe2));
    expect(FALLBACK_ICONS.place).toBe(body(MapPin));
  });
});

describe('destinationSubtitle', () => {
  it('writes the country and the count of tours as the page does, per page type', () => {
    expect(destinationSubtitle(destination({}), 'excursions')).toBe('France · 1,204 excursions');
    expect(destinationSubtitle(destination({ tourCount: 1 }), 'tours')).toBe('France · 1 tour');
    expect(destinationSubtitle(destination({ tourCount: 2 }), 'all')).toBe(
      'France · 2 tours & activities',
    );
    expect(destinationSubtitle(destination({ tourCount: 0 }), 'excursions')).toBe('France');
    expect(destinationSubtitle(destination({ countryName: null, tourCount: 0 }), 'all')).toBeNull();
  });
});

describe('visitorFrame', () => {
  it("wraps the page in the public header, inert and hidden, with the tours page's padding", () => {
    const html = visitorFrame('destination', '<p>x</p>');
    expect(html).toMatch(/^<div data-first-paint="destination" inert aria-hidden="true"/);
    expect(html).toContain('<div class="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6"><p>x</p></div>');
    expect(html).toContain('Sign in');
  });
});
