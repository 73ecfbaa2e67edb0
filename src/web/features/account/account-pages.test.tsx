import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '../../../contract/account.ts';
import { fakeApi, member, renderApp, SIGNED_OUT } from '../../test/app-harness.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';
import { VerifyEmailPage } from './verify-email-page.tsx';

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('verify-email banner', () => {
  it('reminds an unverified member and resends the link', async () => {
    const api = fakeApi({
      'POST /api/auth/verify-email/resend': () => ({ status: 200, body: { ok: true } }),
    });
    renderApp(<VerifyEmailBanner user={{ email: 'maya@example.test', emailVerified: false }} />);
    const banner = screen.getByRole('region', { name: 'Confirm your e-mail address' });
    expect(banner).toHaveTextContent('we sent a link to maya@example.test');
    await userEvent.click(within(banner).getByRole('button', { name: 'Resend link' }));
    await waitFor(() => expect(api).toHaveBeenCalledOnce());
  });

  it('is not shown once the address is verified', () => {
    renderApp(<VerifyEmailBanner user={{ email: 'maya@example.test', emailVerified: true }} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('verify-email page', () => {
  it('sends the token of the link once and confirms', async () => {
    const api = fakeApi({
      'GET /api/auth/user': () => SIGNED_OUT,
      'POST /api/auth/verify-email': () => ({
        status: 200,
        body: { ok: true, email: 'maya@example.test' },
      }),
    });
    renderApp(<VerifyEmailPage />, { path: '/verify-email?token=abcdefghijklmnopqrstuvwxyz' });
    expect(await screen.findByText('Thank you! Your e-mail address is confirmed.')).toHaveAttribute(
      'role',
      'status',
    );
    const posts = api.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(bodyOf(posts[0]?.[1])).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz' });
  });

  it('explains a used or expired link', async () => {
    fakeApi({
      'GET /api/auth/user': () => SIGNED_OUT,
      'POST /api/auth/verify-email': () => ({
        status: 400,
        body: { message: 'This link has expired or has already been used.' },
      }),
    });
    renderApp(<VerifyEmailPage />, { path: '/verify-email?token=abcdefghijklmnopqrstuvwxyz' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or has already been used.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('forgot-password page', () => {
  it('validates the address, then shows the same answer whatever the server knows', async () => {
    const api = fakeApi({
      'POST /api/auth/password/forgot': () => ({
        status: 200,
        body: { ok: true, message: FORGOT_PASSWORD_ANSWER },
      }),
    });
    renderApp(<ForgotPasswordPage />, { user: null, path: '/forgot-password' });
    const form = within(screen.getByRole('form', { name: 'Reset password' }));
    await userEvent.click(form.getByRole('button', { name: 'Send reset link' }));
    expect(await form.findByText('E-mail must be a valid e-mail address')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText('E-mail'), 'Maya@Example.test');
    await userEvent.click(form.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(FORGOT_PASSWORD_ANSWER)).toHaveAttribute('role', 'status');
    expect(bodyOf(api.mock.calls[0]?.[1])).toEqual({ email: 'maya@example.test' });
  });
});

describe('reset-password page', () => {
  it('asks for the password twice and sends it with the token of the link', async () => {
    const api = fakeApi({
      'POST /api/auth/password/reset': () => ({ status: 200, body: { ok: true } }),
      'GET /api/auth/user': () => SIGNED_OUT,
    });
    renderApp(
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
      </Routes>,
      { user: null, path: '/reset-password?token=the-token-from-the-link-1234' },
    );
    const form = within(screen.getByRole('form', { name: 'Choose a new password' }));
    await userEvent.type(form.getByLabelText('New password'), 'wander-far-2026');
    await userEvent.type(form.getByLabelText('Confirm new password'), 'wander-far-2025');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(
      await form.findByText('Confirm new password does not match the new password'),
    ).toBeInTheDocument();
    await userEvent.clear(form.getByLabelText('Confirm new password'));
    await userEvent.type(form.getByLabelText('Confirm new password'), 'wander-far-2026');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/^Your password has been changed/)).toHaveAttribute(
      'role',
      'status',
    );
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({
      token: 'the-token-from-the-link-1234',
      password: 'wander-far-2026',
    });
  });
});

describe('change-password card', () => {
  it('shows the server refusal of a wrong current password', async () => {
    fakeApi({
      'POST /api/auth/password/change': () => ({
        status: 400,
        body: { message: 'Your current password is incorrect.' },
      }),
    });
    renderApp(<ChangePasswordCard />, { user: member() });
    const form = within(screen.getByRole('form', { name: 'Change password' }));
    await userEvent.type(form.getByLabelText('Current password'), 'not-it');
    await userEvent.type(form.getByLabelText('New password'), 'wander-far-2026');
    await userEvent.type(form.getByLabelText('Confirm new password'), 'wander-far-2026');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Your current password is incorrect.');
  });
});
