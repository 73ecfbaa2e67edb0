import { expect, test } from '@playwright/test';
import { withE2eDatabase } from './database.ts';
import { createMember } from './social.ts';
import { expectNoSeriousA11yViolations, signInAsDemoAdmin, toastWithTitle } from './fixtures.ts';

const TEMPLATES = ['Welcome', 'Monthly digest', 'Announcement'] as const;

/**
 * Members with a confirmed address, written straight into the database: sign-up through the API
 * is rate limited per address, and the suite's other specs need that allowance.
 */
async function verifiedMembers(count: number): Promise<string[]> {
  const members = [];
  for (let i = 0; i < count; i += 1) members.push(await createMember(`Wren${i}`, 'Walker'));
  return members.map((member) => member.email);
}

test('an admin previews and tests every template, then runs the welcome campaign', async ({
  page,
  browser,
}) => {
  // Three axe runs, three sends and a campaign on a shared machine.
  test.setTimeout(180_000);
  const newcomers = await verifiedMembers(3);
  await signInAsDemoAdmin(page.context());
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Email Management' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Templates' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'email management');

  // Preview: the server's rendering in a sandboxed frame.
  await panel.getByRole('button', { name: 'Preview Monthly digest' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: Monthly digest' });
  await expect(preview.getByText(/^Subject: Your Roamly digest for /)).toBeVisible();
  await expect(
    preview.frameLocator('iframe').getByRole('heading', { name: /Your Roamly digest for/ }),
  ).toBeVisible();
  // axe cannot run inside the sandboxed frame (no scripts there, by design): the frame is named.
  await expect(preview.locator('iframe')).toHaveAttribute('title', /Monthly digest e-mail/);
  await preview.getByRole('button', { name: 'Close' }).click();

  // A test needs a template and an address (spec 3 §5).
  await panel.getByRole('button', { name: 'Send test email' }).click();
  await expect(
    panel.getByText('Please select a template and enter a test email address.'),
  ).toBeVisible();
  for (const name of TEMPLATES) {
    await panel.getByLabel('Template').selectOption({ label: name });
    await panel.getByLabel('Test email address').fill('qa@roamly.test');
    if (name === 'Welcome') await panel.getByLabel('First name').fill('Quinn');
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/email/send-test') && response.ok(),
    );
    await panel.getByRole('button', { name: 'Send test email' }).click();
    await answered;
    await expect(toastWithTitle(page, 'Test email sent')).toBeVisible();
  }
  const tests = await withE2eDatabase((client) =>
    client.query<{ subject: string; status: string }>(
      "SELECT subject, status FROM mail_messages WHERE kind = 'test-email' AND to_address = 'qa@roamly.test'",
    ),
  );
  expect(tests.rows.map((r) => r.subject)).toContain('[Test] Welcome to Roamly, Quinn!');
  expect(tests.rows.every((r) => r.status === 'sent')).toBe(true);

  // The welcome campaign: a dry run, the confirm prompt with a reason, then live progress.
  await panel.getByRole('button', { name: 'Send welcome email to all' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send the welcome e-mail to all?' });
  await expect(confirm.getByText(/member(s)? will receive the welcome e-mail/)).toBeVisible();
  await expect(confirm.getByText('Already welcomed')).toBeVisible();
  await confirm.getByLabel('Reason').fill('Launch week welcome');
  await expectNoSeriousA11yViolations(page, 'welcome confirm');
  await confirm.getByRole('button', { name: /^Send to \d/ }).click();
  await expect(toastWithTitle(page, 'Welcome campaign started')).toBeVisible();
  const campaign = panel.getByRole('list', { name: 'Campaigns' }).getByRole('listitem').first();
  await expect(campaign.getByText('finished')).toBeVisible({ timeout: 30_000 });
  await expect(campaign.getByTestId('campaign-remaining')).toHaveText('0');

  const delivered = await withE2eDatabase((client) =>
    client.query<{ to_address: string; n: string }>(
      "SELECT to_address, count(*) AS n FROM mail_messages WHERE kind = 'campaign' AND to_address = ANY($1) GROUP BY to_address",
      [newcomers],
    ),
  );
  expect(delivered.rows).toHaveLength(3);
  expect(delivered.rows.every((row) => row.n === '1')).toBe(true);

  // The link in the mail: opening it changes nothing; the button unsubscribes.
  const { rows } = await withE2eDatabase((client) =>
    client.query<{ unsubscribe_token: string }>(
      'SELECT unsubscribe_token FROM email_campaign_recipients WHERE email = $1',
      [newcomers[0]],
    ),
  );
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(`/api/email/unsubscribe?token=${rows[0]?.unsubscribe_token ?? ''}`);
  await expect(reader).toHaveURL(/\/unsubscribe\?token=/);
  await expect(reader.getByRole('heading', { name: 'Unsubscribe', level: 1 })).toBeVisible();
  const suppressed = () =>
    withE2eDatabase((client) =>
      client.query('SELECT 1 FROM email_suppressions WHERE email = lower($1)', [newcomers[0]]),
    );
  expect((await suppressed()).rowCount).toBe(0);
  await expectNoSeriousA11yViolations(reader, 'unsubscribe page');
  await reader.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    reader.getByRole('status').filter({ hasText: 'will no longer receive' }),
  ).toBeVisible();
  expect((await suppressed()).rowCount).toBe(1);
  await readerContext.close();
});

test.describe('e-mail screens are accessible', () => {
  for (const width of [390, 1280] as const) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAsDemoAdmin(page.context());
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Welcome campaign' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Recipients' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `email management at ${width}`);
      await page.goto('/admin/email/settings');
      await expect(page.getByRole('heading', { name: 'E-mail settings', level: 1 })).toBeVisible();
      await expect(page.getByText('_dmarc.', { exact: false })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `email settings at ${width}`);
    });
  }
});
