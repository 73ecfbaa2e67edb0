import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAsDemoAdmin, toastWithTitle } from './fixtures.ts';
import { createMember, createPosts, signIn, type E2eMember } from './social.ts';

/**
 * Resolves once the page's socket has had its `ready` frame: from then on, what the server sends
 * this member reaches the page live. Call before the navigation that opens the socket.
 */
function socketReady(page: Page) {
  return page
    .waitForEvent('websocket')
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) =>
        String(frame.payload).includes('"type":"ready"'),
      ),
    );
}

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
  const reporterOnline = socketReady(reporterPage);
  await reporterPage.goto(`/posts/${postId}`);
  await reporterOnline;
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
  // The reporter's open post page drops it live (the app's 404), without a reload.
  await expect(reporterPage.getByText(text)).toHaveCount(0);
  await expect(reporterPage.getByRole('heading', { name: /not found/i })).toBeVisible();
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

test('a moderator deletes a reported message: both open chats drop it live, and the member page lists the report with its case', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const sender = await createMember('Sid', 'Sender');
  const recipient = await createMember('Ria', 'Recipient');
  const moderator = await createModerator(browser);
  const text = `Send me your card number ${Date.now()}`;

  // The sender writes to the recipient (through the API), who reports the message.
  const senderContext = await browser.newContext();
  await signIn(senderContext, sender);
  const started = await senderContext.request.post('/api/conversations', {
    data: { participantId: recipient.id },
  });
  expect(started.status(), await started.text()).toBeLessThan(300);
  const conversationId = ((await started.json()) as { id: string }).id;
  const sent = await senderContext.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { content: text },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const messageId = ((await sent.json()) as { id: string }).id;
  const recipientContext = await browser.newContext();
  await signIn(recipientContext, recipient);
  const filed = await recipientContext.request.post(`/api/messages/${messageId}/report`, {
    data: { reason: 'spam', details: 'Asks for card details' },
  });
  expect(filed.status(), await filed.text()).toBe(201);

  // Both have the chat open.
  const chats: Page[] = [];
  for (const context of [senderContext, recipientContext]) {
    const chat = await context.newPage();
    await chat.setViewportSize({ width: 1280, height: 860 });
    const online = socketReady(chat);
    await chat.goto(`/messages?conversation=${conversationId}`);
    await online;
    await expect(chat.getByTestId('thread').getByText(text)).toBeVisible();
    chats.push(chat);
  }

  // The moderator deletes it from its case.
  const moderatorContext = await browser.newContext();
  await signIn(moderatorContext, moderator);
  const page = await moderatorContext.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/moderation');
  await page.getByTestId('case-item').filter({ hasText: text }).click();
  await expect(page.getByRole('heading', { name: 'Reported message' })).toBeVisible();
  const caseUrl = page.url();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const remove = page.getByRole('alertdialog', { name: 'Delete this content' });
  await remove.getByLabel('Reason').fill('Phishing');
  await remove.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWithTitle(page, 'Content deleted')).toBeVisible();

  // Both open threads drop it without a reload.
  for (const chat of chats) {
    await expect(chat.getByTestId('thread').getByText(text)).toHaveCount(0);
  }

  // The sender's member page lists the report against them, leading to the case.
  await page.goto(`/admin/users/${sender.id}`);
  const reports = page.getByRole('region', { name: 'Reports against this member' });
  const item = reports.getByTestId('member-report').filter({ hasText: 'Their message' });
  await expect(item).toContainText('Ria Recipient');
  await expect(item).toContainText('The content was deleted.');
  await item.getByRole('link', { name: /Open the case/ }).click();
  await expect(page).toHaveURL(caseUrl);
  await expect(page.getByRole('heading', { name: 'Reported message' })).toBeVisible();

  await senderContext.close();
  await recipientContext.close();
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
