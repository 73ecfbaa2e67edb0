import { cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageTitle } from '../components/page-title.tsx';
import { useDocumentSeo } from '../features/destination-pages/document-seo.ts';
import { resetServerHeadForTests, settleServerHead } from './server-head.ts';

/** What the server writes for /destination/lisbon/excursions (server/modules/page-head). */
const SERVER_HEAD = `
  <title data-roamly-head>Things to Do in Lisbon | Roamly</title>
  <meta name="description" content="Server description" data-roamly-head />
  <link rel="canonical" href="https://roamly.example/destination/lisbon/excursions" data-roamly-head />
  <meta property="og:title" content="Things to Do in Lisbon | Roamly" data-roamly-head />
  <script type="application/ld+json" data-roamly-head>{"@context":"https://schema.org","@type":"TouristDestination","name":"Lisbon"}</script>
  <script type="application/ld+json" data-roamly-head>{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}</script>`;

const count = (selector: string) => document.head.querySelectorAll(selector).length;

describe('the app replaces the server-rendered head instead of duplicating it', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/destination/lisbon/excursions');
    resetServerHeadForTests();
    document.head.innerHTML = SERVER_HEAD;
  });
  afterEach(() => {
    cleanup();
    document.head.innerHTML = '';
  });

  it("a screen's title replaces the server's <title>", () => {
    render(<PageTitle title="Lisbon" />);
    expect(count('title')).toBe(1);
    expect(document.title).toBe('Lisbon · Roamly');
  });

  it('useDocumentSeo replaces the description, JSON-LD and canonical link', () => {
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'TouristDestination',
      name: 'Lisboa',
    };
    renderHook(() =>
      useDocumentSeo({
        title: 'Lisbon tours',
        description: 'Client description',
        jsonLd,
        canonical: '/destination/lisbon/excursions',
      }),
    );
    expect(count('meta[name="description"]')).toBe(1);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content).toBe(
      'Client description',
    );
    // The app's TouristDestination replaces the server's; the server's breadcrumb stays, once.
    const blocks = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent) as { '@type': string; name?: string },
    );
    expect(blocks.map((block) => block['@type'])).toEqual(['TouristDestination', 'BreadcrumbList']);
    expect(blocks.find((block) => block['@type'] === 'TouristDestination')!.name).toBe('Lisboa');
    expect(count('link[rel="canonical"]')).toBe(1);
    expect(count('title')).toBe(1);
  });

  it("leaving a page whose title the server wrote: the next screen's title, not the old one", () => {
    const { unmount } = renderHook(() => useDocumentSeo({ title: 'Things to Do in Lisbon' }));
    expect(document.title).toBe('Things to Do in Lisbon');
    window.history.pushState(null, '', '/');
    render(<PageTitle />);
    unmount();
    expect(count('title')).toBe(1);
    expect(document.title).toBe('Roamly — share your travels');
  });

  it("after navigating, the server's tags of the first page are gone", () => {
    settleServerHead();
    expect(count('[data-roamly-head]')).toBe(6);
    window.history.pushState(null, '', '/explore');
    settleServerHead();
    expect(count('meta[property="og:title"]')).toBe(0);
    expect(count('link[rel="canonical"]')).toBe(0);
    expect(count('script[type="application/ld+json"]')).toBe(0);
    // The description stays (one) until a screen sets its own; the only <title> stays until a
    // screen brings its own.
    expect(count('meta[name="description"]')).toBe(1);
    expect(count('title')).toBe(1);
  });
});
