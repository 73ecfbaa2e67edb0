import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations, signInAsDemoAdmin, uniqueEmail } from './fixtures.ts';

/** A visitor writes to the team through the Help Center: it lands in the admin inbox. */
async function helpRequest(page: Page, name: string, message: string) {
  const email = uniqueEmail('inbox');
  const response = await page.request.post('/api/help/messages', {
    data: { name, email, topic: 'bug', message },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

async function smallPng(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
}

test('the operator reads a help request, replies with formatting and an image, and composes', async ({
  page,
}) => {
  const sender = `Ines ${Date.now()}`;
  const body = 'The map on my trip page stays grey on my phone after the last update, every time.';
  const address = await helpRequest(page, sender, body);
  await signInAsDemoAdmin(page.context());
  await page.setViewportSize({ width: 1280, height: 900 });

  // The second address of the inbox leads to /admin/inbox.
  await page.goto('/admin-inbox');
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: /Inbox/ })).toBeVisible();
  const item = page.getByTestId('inbox-item').filter({ hasText: sender });
  await expect(item.getByText('New', { exact: true })).toBeVisible();
  await expect(item.getByTestId('inbox-preview')).toHaveText(`${body.slice(0, 50)}…`);
  await expectNoSeriousA11yViolations(page, 'admin inbox list 1280');

  // Selecting marks it read (on the server too: a reload keeps it read).
  const markRead = page.waitForResponse(
    (response) => response.url().includes('/api/admin/inbox/mark-read/') && response.ok(),
  );
  await item.click();
  await markRead;
  const article = page.getByRole('article');
  await expect(
    article.getByRole('heading', { name: 'Help Center: Something is broken' }),
  ).toBeVisible();
  await expect(article.getByTestId('email-body')).toHaveText(body);
  await expect(item.getByText('New', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'admin inbox read pane 1280');

  // Reply: 'Re: ' once, the original quoted, bold text and an image by URL and by upload.
  await article.getByRole('button', { name: 'Reply' }).click();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByLabel('Subject')).toHaveValue('Re: Help Center: Something is broken');
  await expect(page.getByLabel('To')).toHaveValue(address);
  const editor = page.getByRole('textbox', { name: 'Message' });
  await expect(editor.locator('blockquote')).toContainText('stays grey');
  await editor.locator('p').first().click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Fixed in today’s release');
  await expect(editor.locator('strong')).toHaveText('Fixed in today’s release');

  await page.getByRole('button', { name: 'Insert image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert image' });
  await dialog.getByLabel('Image URL').fill('https://images.example/map-fixed.png');
  await dialog.getByLabel('Description (alt text)').fill('The map, fixed');
  await expectNoSeriousA11yViolations(page, 'image insert dialog');
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(editor.locator('img[alt="The map, fixed"]')).toHaveAttribute(
    'src',
    'https://images.example/map-fixed.png',
  );

  await page.getByRole('button', { name: 'Insert image' }).click();
  await dialog.getByLabel('Upload a file').check();
  await dialog.getByLabel('Image file').setInputFiles({
    name: 'screenshot.png',
    mimeType: 'image/png',
    buffer: await smallPng(),
  });
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.locator('img[src*="/uploads/"]')).toHaveCount(1);

  // The HTML source toggle shows the same message as markup.
  await page.getByRole('button', { name: 'HTML source' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    /<strong>Fixed in today’s release<\/strong>[\s\S]*<blockquote>/,
  );
  await page.getByRole('button', { name: 'HTML source' }).click();

  const reply = page.waitForResponse(
    (response) => response.url().endsWith('/api/admin/inbox/reply') && response.status() === 201,
  );
  await page.getByRole('button', { name: 'Send reply' }).click();
  await reply;
  await expect(page.getByRole('status').filter({ hasText: 'Reply sent' })).toBeVisible();

  // It is kept in Sent, with its formatting.
  await page.getByRole('button', { name: 'Sent', exact: true }).click();
  const sent = page
    .getByTestId('inbox-item')
    .filter({ hasText: 'Re: Help Center: Something is broken' })
    .first();
  await sent.click();
  await expect(page.getByRole('article').locator('strong')).toHaveText('Fixed in today’s release');
  await expect(page.getByRole('article').locator('blockquote')).toContainText('stays grey');

  // Compose: every field is needed, then it is sent.
  await page.getByRole('button', { name: 'Compose' }).click();
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.getByLabel('To').fill('partner@example.com');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields.');
  await page.getByLabel('Subject').fill('Spring campaign');
  await page.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('Shall we talk about the spring campaign?');
  await expectNoSeriousA11yViolations(page, 'admin inbox compose 1280');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Email sent' })).toBeVisible();
  await expect(page.getByTestId('inbox-item').filter({ hasText: 'Spring campaign' })).toBeVisible();
});

test('the dashboard’s Inbox tab and the phone layout', async ({ page }) => {
  const sender = `Tomas ${Date.now()}`;
  await helpRequest(page, sender, 'Where can I change the language of the app, please?');
  await signInAsDemoAdmin(page.context());

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin?tab=inbox');
  const panel = page.getByRole('tabpanel', { name: 'Inbox' });
  await expect(panel.getByTestId('inbox-item').filter({ hasText: sender })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dashboard inbox tab 1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/inbox');
  const item = page.getByTestId('inbox-item').filter({ hasText: sender });
  await expect(item).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'admin inbox list 390');
  await item.click();
  // On a phone the message replaces the list, with a way back.
  await expect(page.getByRole('article')).toBeVisible();
  await expect(item).toBeHidden();
  await expectNoSeriousA11yViolations(page, 'admin inbox read pane 390');
  await page.getByRole('button', { name: 'Reply' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'admin inbox reply 390');
  await page.getByRole('button', { name: 'Back to messages' }).click();
  await expect(item).toBeVisible();
});
