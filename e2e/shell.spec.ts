import { expect, test } from '@playwright/test';
import { clearConversations, giveUnreadMessages } from './database.ts';
import { expectNoSeriousA11yViolations, MEMBER_STATE, sharedMember } from './fixtures.ts';

test.use({ storageState: MEMBER_STATE, viewport: { width: 390, height: 844 } });

test.describe('signed-in shell on a phone', () => {
  test('bottom bar shows the unread total capped at 99+, and the menu toggles', async ({
    page,
  }) => {
    // A busy inbox: two travellers with 60 and 45 unread messages, written straight to the
    // e2e database because sending messages has no screen yet.
    await clearConversations(sharedMember().email);
    await giveUnreadMessages(sharedMember().email, [60, 45]);
    await page.goto('/');
    await expect(page).toHaveTitle('Home · Roamly');
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    for (const name of ['Home', 'Explore', 'Profile']) {
      await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Create opens the create-post dialog (spec 1 §2) rather than leaving the page.
    await expect(bar.getByRole('button', { name: 'Create', exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Messages (99+ unread)' })).toBeVisible();
    await expect(bar.getByTestId('unread-badge')).toHaveText('99+');

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const menu = page.locator('#mobile-menu');
    for (const name of ['Test Upload', 'Create', 'Plan Trip', 'Live Studio', 'Premium']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Test Upload' })).toHaveAttribute(
      'href',
      '/simple-upload',
    );
    await expectNoSeriousA11yViolations(page, 'mobile menu open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the menu closes after navigating without it', async ({ page }) => {
    // Both pages render the same screen (404 until built), so the header stays mounted.
    await page.goto('/marketplace');
    const menu = page.locator('#mobile-menu');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'Explore' })
      .click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(menu).toBeHidden();
  });

  test('searching from the menu goes to /search with the trimmed text', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const search = page.locator('#mobile-menu').getByRole('searchbox', { name: 'Search Roamly' });
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await search.fill('  kyoto temples ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kyoto\+temples$/);
  });

  test('the avatar menu leads to accessibility settings', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu for Maya Rivers/ }).click();
    await page.getByRole('menuitem', { name: 'Accessibility' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=accessibility$/);
    await expect(page.getByRole('tab', { name: 'Accessibility' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveTitle('Settings · Roamly');
  });
});

/** Two conversations with 3 and 4 unread messages: a total of 7. */
async function sevenUnread() {
  await clearConversations(sharedMember().email);
  await giveUnreadMessages(sharedMember().email, [3, 4]);
}

/** A link's visible label: without the unread badge and its spoken "(n unread)". */
function label(text: string | null): string {
  return (text ?? '')
    .replace(/\s*\(\d+\+? unread\)$/, '')
    .replace(/\d+\+?$/, '')
    .trim();
}

const SPEC_LINKS = [
  ['Home', '/'],
  ['Explore', '/explore'],
  ['Messages', '/messages'],
  ['Profile', '/profile'],
  ['Recommendations', '/recommendations'],
  ['Marketplace', '/marketplace'],
  ['Live Studio', '/live-studio'],
  ['Settings', '/settings'],
  ['Premium', '/subscribe'],
] as const;

for (const width of [820, 1024, 1280]) {
  for (const fontSize of ['medium', 'extra-large'] as const) {
    test.describe(`top bar at ${width} px, ${fontSize} text`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('every link is whole on screen or under More, and the unread count shows once', async ({
        page,
      }) => {
        await page.addInitScript((size) => {
          localStorage.setItem('roamly-accessibility-settings', JSON.stringify({ fontSize: size }));
        }, fontSize);
        await sevenUnread();
        await page.goto('/');
        const nav = page.getByRole('navigation', { name: 'Main' });
        await expect(nav.getByRole('link', { name: 'Messages (7 unread)' })).toBeVisible();
        await expect(page.locator('[data-testid="unread-badge"]:visible')).toHaveCount(1);

        // Nothing sticks out of the page or the header's row (the message names what does).
        const overflow = await page.evaluate((viewport) => {
          const wide = Array.from(document.querySelectorAll('body *'))
            .filter((el) => el.getBoundingClientRect().right > viewport + 1)
            .map((el) => `${el.tagName} ${el.getAttribute('class') ?? ''}`.slice(0, 160));
          return { scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 8) };
        }, width);
        expect(overflow.scrollWidth, overflow.wide.join('\n')).toBeLessThanOrEqual(width);
        const inRow: string[] = [];
        for (const link of await nav.getByRole('link').all()) {
          if (!(await link.isVisible())) continue;
          const box = await link.boundingBox();
          expect(box, 'link box').not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
          inRow.push(label(await link.textContent()));
        }
        const more = nav.getByRole('button', { name: 'More' });
        const inMenu: string[] = [];
        if (await more.isVisible()) {
          const box = await more.boundingBox();
          expect(box!.x + box!.width).toBeLessThanOrEqual(width);
          await more.click();
          const menu = page.getByRole('menu');
          for (const item of await menu.getByRole('menuitem').all()) {
            inMenu.push(label(await item.textContent()));
          }
          for (const [name, href] of SPEC_LINKS.filter(([label]) => inMenu.includes(label))) {
            await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('href', href);
          }
          await page.keyboard.press('Escape');
          await expect(more).toBeFocused();
        }
        expect([...inRow, ...inMenu]).toEqual(SPEC_LINKS.map(([label]) => label));
        if (width === 1280 && fontSize === 'medium') expect(inMenu).toEqual([]);
      });
    });
  }
}

test.describe('focus ring', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('draws white / focus colour / white bands around a header link', async ({ page }) => {
    await page.goto('/');
    const link = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Explore' });
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const ring = await link.evaluate((element) => getComputedStyle(element).boxShadow);
    // Computed shadows list colours first: white, #0b6e99 (5.7:1 on white), white. Enhanced
    // focus indicators are on by default (spec 1 §3), so the bands are the wider set.
    expect(ring).toMatch(
      /^rgb\(255, 255, 255\) 0px 0px 0px \d+px, rgb\(11, 110, 153\) 0px 0px 0px \d+px, rgb\(255, 255, 255\) 0px 0px 0px \d+px$/,
    );
  });
});
