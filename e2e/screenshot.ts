import type { Page } from '@playwright/test';

const SHOTS = process.env.SCREENSHOTS_DIR;
/** Past this a page is cut (a long list says what it has to by then). */
const MAX_HEIGHT = 4_000;

/**
 * A screenshot for docs/screenshots when SCREENSHOTS_DIR is set (else nothing): the whole page,
 * taken by making the window as tall as the page (a whole-page capture would draw the sticky
 * header and the phone's fixed bottom bar where the window left them, mid-page), or the screen
 * alone while a dialog is open (its backdrop covers the screen, not the whole page).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  if (!SHOTS || !viewport) return;
  const path = `${SHOTS}/${name}.png`;
  if ((await page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible').count()) > 0) {
    await page.screenshot({ path });
    return;
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.min(height, MAX_HEIGHT) });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  await page.screenshot({ path });
  await page.setViewportSize(viewport);
}
