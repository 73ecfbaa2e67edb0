import { expect, test, type Locator, type Page } from '@playwright/test';
import { withE2eDatabase } from './database.ts';
import { expectNoSeriousA11yViolations, signInAsDemoAdmin, toastWithTitle } from './fixtures.ts';
import { screenshot } from './screenshot.ts';

type PreviewPost = {
  id: number;
  number: number;
  platform: string;
  contentType: string;
  status: string;
  content: string;
};

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/**
 * The X account as a live account whose grant the platform withdrew: publishing there fails with
 * the platform's reason until the operator disconnects it (then X posts go to its sandbox).
 */
async function withdrawXGrant() {
  await withE2eDatabase((client) =>
    client.query(
      `INSERT INTO social_accounts (platform, mode, status, username, platform_account_id, last_error)
       VALUES ('twitter', 'live', 'needs_reconnect', 'roamly_e2e', '42', 'The grant was revoked.')
       ON CONFLICT (platform) DO UPDATE SET mode = 'live', status = 'needs_reconnect',
         last_error = EXCLUDED.last_error`,
    ),
  );
}

/** The post's last automatic attempt is next (spec: after six the post fails for the operator). */
async function onLastAttempt(postId: number) {
  await withE2eDatabase((client) =>
    client.query('UPDATE social_campaign_posts SET attempts = 5 WHERE id = $1', [postId]),
  );
}

/**
 * Closes a dialog with the Close button of its header (a toast may cover the footer's) and waits
 * until it is gone: nested dialogs close one by one.
 */
async function closeDialog(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
}

async function openPost(page: Page, number: number) {
  const overlay = page.getByRole('dialog', { name: 'Campaign Content Preview' });
  await overlay.getByRole('button', { name: `Open post #${number}`, exact: true }).click();
  return page.getByRole('dialog', { name: 'Social Media Post Preview' });
}

test('an admin creates a campaign, generates, schedules, publishes to Roamly and the sandbox, and retries a failure', async ({
  page,
}) => {
  // Content generation (writer and image composer), three publishes and seven axe runs on a shared machine.
  test.setTimeout(240_000);
  await signInAsDemoAdmin(page.context());
  await withdrawXGrant();
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/social-automation');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Social-media automation' }),
  ).toBeVisible();
  await expect(page.getByText('Content generator')).toBeVisible();
  const xCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'X (Twitter)' }) });
  await expect(xCard.getByText('Needs reconnect')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Roamly', exact: true })).toBeVisible();
  await screenshot(page, 'social-accounts-1280');
  await expectNoSeriousA11yViolations(page, '/social-automation accounts at 1280');

  // The campaign form says what is missing, then creates the campaign.
  await page.getByRole('button', { name: 'Create Campaign' }).first().click();
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form.getByText('Campaign name is required')).toBeVisible();
  await expect(form.getByText('Select at least one platform')).toBeVisible();
  await expect(form.getByText('Select at least one content type')).toBeVisible();
  await screenshot(page, 'social-create-campaign-1280');
  await expectNoSeriousA11yViolations(page, 'Create Campaign dialog at 1280');
  const name = `Lisbon by tram ${Date.now().toString(36)}`;
  await form.getByLabel('Campaign name').fill(name);
  await form.getByLabel('Description (optional)').fill('Lisbon: trams, tiles and viewpoints.');
  await form.getByRole('checkbox', { name: 'X (Twitter)', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Roamly', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Image', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Text', exact: true }).check();
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(toastWithTitle(page, 'Campaign created successfully!')).toBeVisible();
  await expect(tab(page, 'Campaigns')).toHaveAttribute('aria-selected', 'true');

  // Generate Content: one post per platform and content type.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('Active')).toBeVisible();
  await card.getByRole('button', { name: 'Generate Content' }).click();
  await expect(toastWithTitle(page, 'Content generated')).toBeVisible({ timeout: 60_000 });
  await expect(card.getByText('Total posts').locator('..')).toContainText('4');

  const campaigns = (await (await page.request.get('/api/social-media/campaigns')).json()) as {
    campaigns: { id: number; name: string }[];
  };
  const campaignId = campaigns.campaigns.find((item) => item.name === name)!.id;
  const preview = (await (
    await page.request.get(`/api/social-media/campaigns/${campaignId}/preview`)
  ).json()) as { posts: PreviewPost[] };
  const find = (platform: string, type: string) =>
    preview.posts.find((p) => p.platform === platform && p.contentType === type)!;
  const roamly = find('roamly', 'text');
  const xImage = find('twitter', 'image');
  const xText = find('twitter', 'text');
  await onLastAttempt(xText.id);

  // The preview: every post as its platform shows it.
  await card.getByRole('button', { name: 'View Details' }).click();
  const overlay = page.getByRole('dialog', { name: 'Campaign Content Preview' });
  await expect(overlay.getByRole('button', { name: /^Open post #/ })).toHaveCount(4);
  await expect(overlay.getByText('Post #1', { exact: true })).toBeVisible();
  await screenshot(page, 'social-preview-1280');
  await expectNoSeriousA11yViolations(page, 'Campaign Content Preview at 1280');

  // Roamly: published into the operator's own feed.
  let dialog = await openPost(page, roamly.number);
  await expect(dialog.getByRole('button', { name: 'Publish Now' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'Social Media Post Preview at 1280');
  await dialog.getByRole('button', { name: 'Publish Now' }).click();
  await expect(toastWithTitle(page, 'Post Published')).toBeVisible();
  await expect(dialog.getByText('Successfully Published')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  // X image post: scheduled for tomorrow.
  dialog = await openPost(page, xImage.number);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  await dialog.getByLabel('Publish at').fill(local);
  await dialog.getByRole('button', { name: 'Confirm schedule' }).click();
  await expect(toastWithTitle(page, 'Post Scheduled')).toBeVisible();
  await expect(dialog.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Publish Now' })).toBeDisabled();
  await closeDialog(dialog);

  // X text post: the withdrawn grant fails it, with the platform's reason and a Retry.
  dialog = await openPost(page, xText.number);
  await dialog.getByRole('button', { name: 'Publish Now' }).click();
  await expect(toastWithTitle(page, 'Publishing Failed')).toBeVisible();
  const banner = dialog.getByRole('alert');
  await expect(banner.getByText('Publishing Failed', { exact: true })).toBeVisible();
  await expect(banner.getByText(/needs to be connected again/)).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Retry' })).toBeVisible();
  await screenshot(page, 'social-post-failed-1280');
  await expectNoSeriousA11yViolations(page, 'failed post at 1280');
  await closeDialog(dialog);
  await closeDialog(overlay);

  // Disconnecting the account sends X posts to its sandbox: the retry goes through there.
  await tab(page, 'Social Accounts').click();
  await xCard.getByRole('button', { name: 'Disconnect X (Twitter)' }).click();
  await expect(xCard.getByText('Not connected')).toBeVisible();
  await tab(page, 'Campaigns').click();
  await card.getByRole('button', { name: 'View Details' }).click();
  dialog = await openPost(page, xText.number);
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByText('Successfully Published')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText(/recorded in the X \(Twitter\) sandbox/)).toBeVisible();
  await closeDialog(dialog);
  await closeDialog(overlay);

  // Scheduled Posts and Analytics.
  await tab(page, 'Scheduled Posts').click();
  const scheduled = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ hasText: xImage.content.slice(0, 30) });
  await expect(scheduled.getByText('Scheduled', { exact: true })).toBeVisible();
  await screenshot(page, 'social-scheduled-1280');
  await tab(page, 'Analytics').click();
  await page.getByRole('tabpanel').getByLabel('Campaign').selectOption({ label: name });
  await expect(page.getByText('Published', { exact: true }).locator('..')).toContainText('2');
  await screenshot(page, 'social-analytics-1280');

  // The Roamly post is in the operator's home feed.
  await page.goto('/');
  await expect(page.getByText(roamly.content.slice(0, 40)).first()).toBeVisible();

  // Phone width: the page and the overlays.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/social-media-automation');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Social-media automation' }),
  ).toBeVisible();
  await expect(page.getByText('Content generator')).toBeVisible();
  await screenshot(page, 'social-accounts-390');
  await expectNoSeriousA11yViolations(page, '/social-media-automation at 390');
  await tab(page, 'Campaigns').click();
  await expect(card).toBeVisible();
  await screenshot(page, 'social-campaigns-390');
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(overlay.getByRole('button', { name: /^Open post #/ })).toHaveCount(4);
  await screenshot(page, 'social-preview-390');
  await expectNoSeriousA11yViolations(page, 'Campaign Content Preview at 390');
  dialog = await openPost(page, xImage.number);
  await expect(dialog.getByText('Scheduled', { exact: true })).toBeVisible();
  await screenshot(page, 'social-post-390');
  await expectNoSeriousA11yViolations(page, 'Social Media Post Preview at 390');
});

test('members are refused the automation page', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/social-automation');
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await context.close();
});
