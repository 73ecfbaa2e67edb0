import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPlaceImage } from '../../../contract/places.ts';
import { destinationContentMarkup } from '../../../server/modules/first-paint/destination-markup.ts';
import { DestinationHero } from './destination-hero.tsx';

// The server draws the tours page's hero into the HTML (modules/first-paint/destination-markup.ts)
// and the app's first render replaces it: both must put the same classes on the same boxes, or
// the page jumps when React takes over. e2e/first-paint.spec.ts measures the boxes in a browser.

const place = { name: 'Kyoto', country: 'Japan', region: 'Asia', category: 'city' as const };

function appHero(image: TPlaceImage) {
  return render(
    <DestinationHero
      name="Kyoto"
      subtitle="Japan · 12 excursions"
      image={image}
      searchQuery=""
      onSearch={() => {}}
      filtersOpen={false}
      filtersId="filters"
      onToggleFilters={() => {}}
      activeFilters={false}
    />,
  ).container.querySelector('header')!;
}

function drawnHero(image: TPlaceImage) {
  const holder = document.createElement('div');
  holder.innerHTML = destinationContentMarkup({
    name: 'Kyoto',
    subtitle: 'Japan · 12 excursions',
    photo: image.url ? image : null,
    place: image.place,
  });
  return holder.querySelector('header')!;
}

/** The class lists of an element and its descendants, in document order (svg icons aside). */
function classes(root: Element, skip: (element: Element) => boolean = () => false): string[] {
  const all = [root, ...root.querySelectorAll('*')].filter(
    (element) => !element.closest('svg') && !skip(element),
  );
  return all.map((element) => element.getAttribute('class') ?? '').filter(Boolean);
}

// The app's form parts the drawn hero draws as they look: the label and the buttons' spoken text
// take no box (sr-only), and the input is drawn as its placeholder.
const spokenOnly = (element: Element) =>
  element.classList.contains('sr-only') || element.tagName === 'LABEL';

describe("the server's drawn destination hero", () => {
  it('copies the hero with a photo: backdrop, overlay, title, subtitle, search bar and credit', () => {
    const image: TPlaceImage = {
      url: '/photos/kyoto-1600.webp',
      source: 'bundled',
      attribution: { name: 'Photo: A. Author, CC BY-SA 4.0', url: '/about' },
      licence: null,
      place,
    };
    const app = appHero(image);
    const drawn = drawnHero(image);
    expect(drawn.querySelector('img')!.getAttribute('src')).toBe(image.url);
    expect(drawn.querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
    expect(drawn.textContent).toContain('Things to Do in Kyoto');
    expect(drawn.textContent).toContain('Japan · 12 excursions');
    expect(drawn.textContent).toContain('Photo: A. Author, CC BY-SA 4.0');
    const appClasses = classes(app, spokenOnly).map((list) =>
      // The input: the drawn one is its placeholder, laid out the same in the bar.
      list.startsWith('h-11 min-w-0 flex-1')
        ? 'flex h-11 min-w-0 flex-1 items-center text-base text-ink-muted'
        : list,
    );
    const drawnClasses = classes(drawn);
    // Hover, focus and transition styles mean nothing on an inert copy.
    const still = (list: string) =>
      list
        .split(' ')
        .filter((name) => !/^(hover|focus|disabled):|^transition/.test(name))
        .sort()
        .join(' ');
    expect(drawnClasses.map(still)).toEqual(appClasses.map(still));
  });

  it("paints the place's designed fallback, never another photo, when it has none", () => {
    const image: TPlaceImage = {
      url: null,
      source: 'fallback',
      attribution: null,
      licence: null,
      place,
    };
    const app = appHero(image);
    const drawn = drawnHero(image);
    expect(drawn.querySelector('img')).toBeNull();
    const appBackdrop = app.querySelector('[data-testid="place-fallback"]')!;
    const drawnBackdrop = drawn.querySelector('.lg\\:left-\\[40\\%\\] > div')!;
    expect(drawnBackdrop.getAttribute('class')).toBe(appBackdrop.getAttribute('class'));
    expect((drawnBackdrop as HTMLElement).style.backgroundImage).toBe(
      (appBackdrop as HTMLElement).style.backgroundImage,
    );
    expect((drawnBackdrop as HTMLElement).style.backgroundColor).toBe(
      (appBackdrop as HTMLElement).style.backgroundColor,
    );
    // The category's icon (a city's building), where the app puts it.
    const [drawnIcon, appIcon] = [drawnBackdrop, appBackdrop].map((el) => el.querySelector('svg')!);
    expect(drawnIcon!.innerHTML).toBe(appIcon!.innerHTML);
    expect(drawnIcon!.getAttribute('class')).toBe(
      appIcon!.getAttribute('class')!.replace(/^lucide( lucide-[\w-]+)* /, ''),
    );
  });
});
