import { expect, test, type Browser } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAsDemoAdmin, toastWithTitle } from './fixtures.ts';
import { createMember, createPosts, signIn, type E2eMember } from './social.ts';

/** A member made moderator by the demo admin through the user-management API. */
async function createModerator(browser: Browser): Promise<E2eMember> {
  const moderator = await createMember('Mona', 'Moderator');
  const admin = await browser.newContext();
  await signInAsDemoAdmin(admin);
  const promoted = await admin.request.post(`/api/admin/users/${moderator.id}/role`, {
    data: { role: 'moderator', reason: 'Joins the moderation team' },
  });
  expect(promoted.status(), await promoted.text()).toBe(200);
  await admin.close();
  return moderator;
}

test('a member reports a post; a moderator hides it and resolves the case; the reporter hears the outcome', async ({
  browser,
}) => {
  const author = await createMember('Rex', 'Rowdy');
  const reporter = await createMember('Rita', 'Reporter');
  const moderator = await createModerator(browser);
  const text = `Fight me at the harbour tonight ${Date.now()}`;
  const [postId] = await createPosts(author, [{ content: text }]);

  // The reporter reports the post from its menu.
  const reporterContext = await browser.newContext();
  await signIn(reporterContext, reporter);
  const reporterPage = await reporterContext.newPage();
  await reporterPage.goto(`/posts/${postId}`);
  await reporterPage.getByRole('button', { name: /More options for the post/ }).click();
  await reporterPage.getByRole('menuitem', { name: 'Report Post' }).click();
  const report = reporterPage.getByRole('dialog', { name: 'Report Post' });
  await report.getByLabel('Violence or dangerous acts').check();
  await report.getByRole('button', { name: 'Report' }).click();
  await expect(toastWithTitle(reporterPage, 'Report submitted')).toBeVisible();

  // The moderator finds the case at the top of the queue, hides the post and resolves the case.
  const moderatorContext = await browser.newContext();
  await signIn(moderatorContext, moderator);
  const page = await moderatorContext.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/moderation');
  const item = page.getByTestId('case-item').filter({ hasText: text });
  await expect(item).toContainText('Violence or dangerous acts');
  await item.click();
  await expect(page.getByRole('heading', { name: 'Reported post' })).toBeVisible();
  await expect(page.getByText('Rita Reporter')).toBeVisible();
  await page.getByRole('button', { name: 'Hide', exact: true }).click();
  const hide = page.getByRole('alertdialog', { name: 'Hide this content' });
  await hide.getByLabel('Reason').fill('Threat of violence');
  await hide.getByRole('button', { name: 'Hide' }).click();
  await expect(toastWithTitle(page, 'Content hidden')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show again' })).toBeVisible();
  // Still open after acting: resolve it with a note.
  await page.getByRole('button', { name: 'Resolve' }).click();
  const resolve = page.getByRole('alertdialog', { name: 'Resolve this case' });
  await resolve.getByLabel('Note').fill('Hidden for a threat');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(toastWithTitle(page, 'Case resolved')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Resolved the case');
  await expect(history).toContainText('Hid the content');
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();

  // The post is gone for the reporter, who finds the outcome in their activity list.
  await reporterPage.goto(`/posts/${postId}`);
  await expect(reporterPage.getByText(text)).toHaveCount(0);
  await reporterPage.goto('/');
  await reporterPage.getByTestId('activity-bell').click();
  const panel = reporterPage.getByRole('dialog', { name: 'Activity' });
  const outcome = panel.getByTestId('activity-item').filter({ hasText: 'reviewed your report' });
  await expect(outcome).toContainText('The Roamly team reviewed your report');
  await expect(outcome).toContainText('We reviewed it and took action.');
  await expect(outcome).not.toContainText('Mona');
  await reporterContext.close();
  await moderatorContext.close();
});

test.describe('the moderation screens are accessible', () => {
  for (const width of [390, 1280] as const) {
    test(`at ${width} px`, async ({ browser }) => {
      const author = await createMember('Sam', 'Spam');
      const reporter = await createMember('Rui', 'Reporter');
      const moderator = await createModerator(browser);
      const text = `Cheap followers here ${width} ${Date.now()}`;
      const [postId] = await createPosts(author, [{ content: text }]);
      const reporterContext = await browser.newContext();
      await signIn(reporterContext, reporter);
      const filed = await reporterContext.request.post(`/api/posts/${postId}/report`, {
        data: { reason: 'spam', details: 'Selling followers' },
      });
      expect(filed.status(), await filed.text()).toBe(201);
      await reporterContext.close();

      const context = await browser.newContext();
      await signIn(context, moderator);
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/moderation');
      await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
      await expect(page.getByTestId('median-first-action')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/admin/moderation at ${width}`);
      // Keyboard: the case is a link reached with Tab and opened with Enter.
      const item = page.getByTestId('case-item').filter({ hasText: text });
      await item.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Reported post' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `case page at ${width}`);
      await page.getByRole('button', { name: 'Warn author' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Warn the author' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `warn dialog at ${width}`);
      await context.close();
    });
  }
});
