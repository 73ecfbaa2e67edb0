import { expect, test } from '@playwright/test';

/**
 * Issue 24 §1/§3: a public page as a crawler or link unfurler reads it (no JavaScript, Accept
 * *\/*), then the same page in a browser signed out, where the app takes over the head without
 * duplicating the server's tags; robots.txt and the sitemap index.
 */

const PAGE = '/destination/cancun/tours';
const CANONICAL_PATH = '/destination/cancun/excursions';

test.describe('server-rendered head (visitor)', () => {
  test('a crawler reads the title, canonical, Open Graph and JSON-LD without running scripts', async ({
    request,
  }) => {
    const response = await request.get(PAGE, { headers: { accept: '*/*' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title data-roamly-head>Things to Do in Cancún');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/destination\/cancun\/excursions"/);
    expect(html).toMatch(/<meta property="og:title" content="Things to Do in Cancún/);
    expect(html).toContain('<meta name="twitter:card"');
    const types = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
    ].map((match) => (JSON.parse(match[1]!) as { '@type': string })['@type']);
    expect(types).toEqual(['TouristDestination', 'BreadcrumbList']);
    // One title and one description: index.html's static ones were replaced.
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  test('in the browser the app replaces the head tags rather than duplicating them', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Things to Do in Cancún' }),
    ).toBeVisible();
    // The catalogue's title, or the operator's once the SEO bulk run (admin-seo.spec) approved one.
    await expect(page).toHaveTitle(
      /^Things to Do in Cancún.*: Tours & (Excursions|Trips) \| Roamly$/,
    );
    const head = page.locator('head');
    await expect(head.locator('title')).toHaveCount(1);
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
    await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${CANONICAL_PATH}$`),
    );
    const types = await head
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map(
          (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
        ),
      );
    expect(types.sort()).toEqual(['BreadcrumbList', 'TouristDestination']);
    await expect(head.locator('meta[property="og:title"]')).toHaveCount(1);

    // Navigating in the app: the first page's Open Graph tags and JSON-LD no longer describe it.
    await page.getByRole('link', { name: 'Roamly home' }).click();
    await expect(page).not.toHaveTitle(/Cancún/);
    await expect(head.locator('meta[property="og:title"]')).toHaveCount(0);
    await expect(head.locator('script[type="application/ld+json"][data-roamly-head]')).toHaveCount(
      0,
    );
    await expect(head.locator('title')).toHaveCount(1);
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  });

  test('robots.txt points at the sitemap index, whose files list the page', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    const indexUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1];
    expect(indexUrl).toMatch(/\/sitemap\.xml$/);
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect(files).toContain('/sitemaps/destinations-1.xml');
    const destinations = await (await request.get('/sitemaps/destinations-1.xml')).text();
    expect(destinations).toContain(`${CANONICAL_PATH}</loc>`);
  });
});
