import { describe, expect, it } from 'vitest';
import { tilePicture } from '../../../contract/tile-picture.ts';
import { EXPLORE_CATEGORIES } from '../../../web/features/explore/sample-data.ts';
import { EXPLORE_MARKUP_CATEGORIES, exploreMarkup } from './explore-markup.ts';

const demo = (id: string) =>
  tilePicture({ media: [], imageUrl: `/uploads/demo/photos/${id}.webp` });

/** The <img> tags of the drawn grid, in order. */
const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);

describe('exploreMarkup', () => {
  it("draws each tile with the app's <picture>, the first row eager and marked for boot.js", () => {
    const html = exploreMarkup([demo('a'), null, demo('c'), demo('d')]);
    expect(html).toContain('Explore the World');
    expect(html).toContain('Search destinations, experiences...');
    const tiles = [
      ...html.matchAll(/<li><span class="group relative block aspect-square[^]*?<\/li>/g),
    ];
    expect(tiles).toHaveLength(4);
    // The text tile is an empty square of the tile's colour.
    expect(tiles[1]![0]).not.toContain('<img');
    const [first, third, fourth] = images(html);
    expect(first).toContain('src="/uploads/demo/photos/a.webp"');
    expect(first).toMatch(/loading="eager" fetchpriority="high" .*data-first-paint-lcp>$/);
    expect(third).toContain('data-first-paint-lcp');
    expect(fourth).toContain('loading="lazy"');
    expect(fourth).not.toMatch(/fetchpriority|data-first-paint-lcp/);
    // The tile's sources, exactly as contract/tile-picture.ts gives them to the app's <Photo>.
    const sources = demo('a')!.sources;
    expect(html).toContain(
      `<source type="image/avif" srcset="${sources[0]!.srcSet}" sizes="(min-width: 1024px) 16rem, 33vw">`,
    );
  });

  it('escapes every value taken from a post (its own image URL)', () => {
    const hostile = tilePicture({
      media: [],
      imageUrl: `https://example.com/x.jpg?"><script>alert('x')</script>&a=1`,
    });
    const html = exploreMarkup([hostile]);
    expect(html).not.toContain('<script');
    expect(html).toContain(
      'src="https://example.com/x.jpg?&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;a=1"',
    );
  });

  it('draws no grid when there are no tiles (the app shows its empty state there)', () => {
    const html = exploreMarkup([]);
    expect(html).toContain('Explore the World');
    expect(html).not.toContain('aspect-square');
  });

  it("lists the app's categories in its order", () => {
    expect(EXPLORE_MARKUP_CATEGORIES.map((category) => category.label)).toEqual(
      EXPLORE_CATEGORIES.map((category) => category.label),
    );
  });
});
