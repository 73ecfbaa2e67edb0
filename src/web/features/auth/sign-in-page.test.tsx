import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp } from '../../test/app-harness.tsx';
import { SignInPage } from './sign-in-page.tsx';

const PROVIDERS = { 'GET /api/auth/providers': () => ({ status: 200, body: { oidc: false } }) };

describe('sign-in page', () => {
  it('opens on Sign in by default', () => {
    fakeApi(PROVIDERS);
    renderApp(<SignInPage />, { path: '/signin' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back');
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('opens on Create account from ?tab=register (the landing page "Join" buttons)', () => {
    fakeApi(PROVIDERS);
    renderApp(<SignInPage />, { path: '/signin?tab=register' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Join Roamly');
    expect(screen.getByRole('tab', { name: 'Create account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('form', { name: 'Create account' })).toBeInTheDocument();
  });

  it('keeps the open tab in the URL and leaves other parameters alone', async () => {
    fakeApi(PROVIDERS);
    renderApp(<SignInPage />, { path: '/signin?error=sso' });
    await userEvent.click(screen.getByRole('tab', { name: 'Create account' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signin?error=sso&tab=register');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signin\?error=sso$/);
    expect(screen.getByRole('alert')).toHaveTextContent(/Single sign-on did not complete/);
  });

  it('explains an unconfirmed e-mail from the identity provider, and ignores unknown codes', () => {
    fakeApi(PROVIDERS);
    const { unmount } = renderApp(<SignInPage />, { path: '/signin?error=sso-unverified' });
    expect(screen.getByRole('alert')).toHaveTextContent(/has not confirmed this e-mail address/);
    unmount();
    renderApp(<SignInPage />, { path: '/signin?error=constructor' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers single sign-on only when the server has it', async () => {
    fakeApi({ 'GET /api/auth/providers': () => ({ status: 200, body: { oidc: true } }) });
    renderApp(<SignInPage />, { path: '/signin' });
    expect(
      await screen.findByRole('link', { name: 'Continue with single sign-on' }),
    ).toHaveAttribute('href', '/api/login?provider=oidc');
  });
});
