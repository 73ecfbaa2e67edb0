import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  strongPassword,
  signInAsDemoAdmin,
  toastWithTitle,
  uniqueEmail,
} from './fixtures.ts';

type MailMessage = { kind: string; to: string; status: string; text: string };

/**
 * The link of the newest `kind` message to `to`, as the operator's mailbox (the embedded
 * provider) shows it, once the mail job has delivered it. Returned as a path, because the server
 * builds links for localhost while the browser uses 127.0.0.1.
 */
async function linkFromMailbox(admin: APIRequestContext, to: string, kind: string) {
  let message: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await admin.get('/api/admin/mail/messages', { params: { to } });
        expect(response.status(), await response.text()).toBe(200);
        const { messages } = (await response.json()) as { messages: MailMessage[] };
        message = messages.find((m) => m.kind === kind);
        return message?.status;
      },
      { message: `a sent ${kind} e-mail to ${to}`, timeout: 15_000 },
    )
    .toBe('sent');
  const link = /https?:\/\/\S+\?token=[\w-]+/.exec(message?.text ?? '')?.[0];
  expect(link, message?.text).toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

test('sign-up → verify the e-mail → change password → forgot and reset it', async ({
  page,
  browser,
}) => {
  // The operator reads the embedded mailbox through the admin API (test login = admin).
  const operator = await browser.newContext();
  await signInAsDemoAdmin(operator);

  // Sign-up through the UI: the account works at once, with a gentle reminder.
  const email = uniqueEmail('mail');
  const firstPassword = strongPassword();
  await page.goto('/signin?tab=register');
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('First name').fill('Noor');
  await signUp.getByLabel('Last name').fill('Haddad');
  await signUp.getByLabel('E-mail').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(firstPassword);
  await signUp.getByRole('button', { name: 'Create account' }).click();
  const banner = page.getByRole('region', { name: 'Confirm your e-mail address' });
  await expect(banner).toContainText(`we sent a link to ${email}`);
  await expect(banner.getByRole('button', { name: 'Resend link' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'home with the verification banner');

  // Follow the link from the mailbox.
  await page.goto(await linkFromMailbox(operator.request, email, 'verify-email'));
  await expect(page.getByText('Thank you! Your e-mail address is confirmed.')).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email\?confirmed=1$/);
  await expect(banner).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'verify-email page');

  // Change the password in Settings.
  const secondPassword = strongPassword();
  await page.goto('/settings');
  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel('Current password').fill(firstPassword);
  await change.getByLabel('New password', { exact: true }).fill(secondPassword);
  await change.getByLabel('Confirm new password').fill(secondPassword);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(toastWithTitle(page, 'Password changed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign out everywhere' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'settings with the password card');

  // Signed out, the member forgets it and resets it with the e-mailed link.
  await page.goto('/api/logout');
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const forgot = page.getByRole('form', { name: 'Reset password' });
  await forgot.getByLabel('E-mail').fill(email);
  await expectNoSeriousA11yViolations(page, 'forgot-password page');
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(/If an account uses that address, we have sent it a link/),
  ).toBeVisible();

  const thirdPassword = strongPassword();
  await page.goto(await linkFromMailbox(operator.request, email, 'reset-password'));
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('New password', { exact: true }).fill(thirdPassword);
  await reset.getByLabel('Confirm new password').fill(thirdPassword);
  await expectNoSeriousA11yViolations(page, 'reset-password page');
  await reset.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  // The old password is refused, the new one works.
  await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('E-mail').fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill(secondPassword);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toContainText('Incorrect e-mail or password');
  await signIn.getByLabel('Password', { exact: true }).fill(thirdPassword);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Discover Your Next Adventure' })).toBeVisible();

  // Sign out everywhere ends this session too.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Share the world');
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await operator.close();
});
