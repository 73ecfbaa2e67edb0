import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures.ts';

const FEATURES = [
  'Share your adventures',
  'Connect with travellers',
  'Discover destinations',
  'Save and like',
  'Plan trips',
  'Premium ad-free experience',
];

test.describe('landing page (signed out)', () => {
  test('shows the hero, calls to sign in, the feature grid and a footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Share the world');
    await expect(page.getByRole('link', { name: 'Roamly home' })).toBeVisible();
    const ctas = page.getByRole('link', { name: /start your journey|join roamly/i });
    await expect(ctas).toHaveCount(2);
    // Joining opens the Create account tab.
    for (const link of await ctas.all()) {
      await expect(link).toHaveAttribute('href', '/signin?tab=register');
    }
    for (const title of FEATURES) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Your next story starts here' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const first = page.locator('img[data-slide="lake-midnight-twilight"]');
    await expect(first).toHaveAttribute('alt', /^Midsummer lake/);
    // A real photo, offered as AVIF at true widths, with its size reserved (no layout shift).
    await expect(first).toHaveAttribute('width', '2560');
    await expect(first).toHaveAttribute('height', '1600');
    await expect(page.locator('picture source[type="image/avif"]').first()).toHaveAttribute(
      'srcset',
      /lake-midnight-twilight-2400\.avif 2400w/,
    );
    await expect(page.getByRole('heading', { name: 'Places worth the journey' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  // Not timed (the throttled LCP is measured by `npm run bench:web`): what the largest paint is,
  // and that nothing moves once the photos and fonts are in.
  test('paints the first hero photo as its largest element and shifts nothing', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen = { lcpInHero: false, lcpSize: 0, cls: 0 };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          element?: Element | null;
          size: number;
        })[]) {
          seen.lcpSize = entry.size;
          // The app's hero, or the same photo in the hero the server drew before the app ran
          // (src/server/modules/first-paint), which the app's first render replaces.
          seen.lcpInHero = Boolean(
            entry.element?.closest('[data-testid="hero-slides"]') ||
            entry.element?.matches('[data-first-paint="landing"] img[data-first-paint-lcp]'),
          );
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) seen.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const hero = page.locator('[data-testid="hero-slides"] img[data-active="true"]');
    await expect(hero).toHaveAttribute('data-slide', 'lake-midnight-twilight');
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete), {
        message: 'the first hero photo loads',
      })
      .toBe(true);
    await expect
      .poll(
        () =>
          page.evaluate(
            () => (window as unknown as { __seen: { lcpInHero: boolean } }).__seen.lcpInHero,
          ),
        { message: 'the largest contentful paint is the hero photo' },
      )
      .toBe(true);
    // Web fonts swapping in are the last shifts a load can cause: applied and painted (two frames).
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const cls = await page.evaluate(
      () => (window as unknown as { __seen: { cls: number } }).__seen.cls,
    );
    expect(cls).toBeLessThan(0.1);
  });

  test('rotates the five destination photos every 6 seconds', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto('/');
    const active = page.locator('img[data-active="true"]');
    await expect(active).toHaveAttribute('data-slide', 'lake-midnight-twilight');
    await expect(page.getByRole('button', { name: /^Show photo \d of 5/ })).toHaveCount(5);
    await page.clock.runFor(5_000);
    await expect(active).toHaveAttribute('data-slide', 'lake-midnight-twilight');
    await page.clock.runFor(1_500);
    await expect(active).toHaveAttribute('data-slide', 'lake-boats-sunset');
    await expect(page.getByRole('button', { name: /Show photo 2 of 5/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.getByRole('button', { name: /Show photo 4 of 5/ }).click();
    await expect(active).toHaveAttribute('data-slide', 'aizkorri-autumn-larches');
  });

  test('stays still when the system asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/reduce-motion/);
    const active = page.locator('img[data-active="true"]');
    await expect(active).toHaveAttribute('data-slide', 'lake-midnight-twilight');
    await page.clock.runFor(13_000);
    await expect(active).toHaveAttribute('data-slide', 'lake-midnight-twilight');
  });

  test('sign-in buttons are full navigations that reach the sign-in page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  });

  test('offers skip links to the main content and the navigation', async ({ page }) => {
    await page.goto('/');
    // The app renders after its modules run: wait for the page before the first key press.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await expect(page.getByRole('link', { name: 'Skip to navigation' })).toHaveAttribute(
      'href',
      '#main-navigation',
    );
  });
});

test.describe('about page', () => {
  test('credits every photograph with its author and licence, linked from the footer', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /photo credits/i })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Roamly' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Photo credits' })).toBeVisible();
    const slide = page.locator('[data-credit="picos-de-europa-trail"]');
    await expect(slide).toContainText('Aitzol Berasategi');
    await expect(slide).toContainText('CC-BY-4.0');
    const shareAlike = page.locator('[data-credit="storm-clouds-sunset"]');
    await expect(shareAlike).toContainText('stay under the same licence');
    const licence = shareAlike.getByRole('link', { name: /licence note/ });
    const response = await page.request.get((await licence.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    await expect(page.getByText('SIL Open Font License 1.1').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Long source paths and URLs wrap: nothing scrolls sideways on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
