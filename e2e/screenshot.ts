import type { Page } from '@playwright/test';

const SHOTS = process.env.SCREENSHOTS_DIR;

/**
 * A whole-page screenshot for docs/screenshots when SCREENSHOTS_DIR is set (else nothing). The
 * page is scrolled to its top first: Chromium captures a whole page as it stands, so a page left
 * scrolled would show its sticky header in the middle.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
