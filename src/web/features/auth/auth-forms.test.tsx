import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { RegisterForm, SignInForm } from './auth-forms.tsx';

const WRONG = { status: 401, body: { message: 'Incorrect e-mail or password' } };

function signInForm() {
  return within(screen.getByRole('form', { name: 'Sign in' }));
}

describe('sign-in form', () => {
  it('keeps focus on the form after a failed sign-in and announces the error each time', async () => {
    const api = fakeApi({ 'POST /api/auth/signin': () => WRONG });
    let answer: (response: Response) => void = () => undefined;
    const slow = vi.fn(
      (input: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          answer = resolve;
          void api(input, init);
        }),
    );
    vi.stubGlobal('fetch', slow);
    renderApp(<SignInForm onSuccess={vi.fn()} />, { path: '/signin' });
    const form = signInForm();
    await userEvent.type(form.getByLabelText('E-mail'), 'maya@example.test');
    await userEvent.type(form.getByLabelText('Password'), 'not-the-password');
    const submit = form.getByRole('button', { name: 'Sign in' });
    await userEvent.click(submit);
    // While the request runs the button says so but stays focusable (a disabled button drops
    // focus to <body> in browsers), and a second submit sends nothing.
    const busy = await form.findByRole('button', { name: 'Signing in…' });
    expect(busy).toBeEnabled();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(slow).toHaveBeenCalledOnce();
    answer(new Response(JSON.stringify(WRONG.body), { status: 401 }));
    vi.stubGlobal('fetch', api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect e-mail or password');
    expect(submit).toHaveFocus();
    expect(submit).toBeEnabled();

    // A second failure with the same text mounts a fresh alert, so it is spoken again.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    const again = await screen.findByRole('alert');
    expect(again).toHaveTextContent('Incorrect e-mail or password');
    expect(again).not.toBe(alert);
    expect(form.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  });

  it('signs in and reports success', async () => {
    const api = fakeApi({ 'POST /api/auth/signin': () => ({ status: 200, body: member() }) });
    const onSuccess = vi.fn();
    renderApp(<SignInForm onSuccess={onSuccess} />);
    const form = signInForm();
    await userEvent.type(form.getByLabelText('E-mail'), 'maya@example.test');
    await userEvent.type(form.getByLabelText('Password'), 'Roam-trail-2026');
    await userEvent.click(form.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledOnce());
    const [, init] = api.mock.calls.find(([url]) => String(url).includes('signin')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'maya@example.test',
      password: 'Roam-trail-2026',
    });
  });

  it('shows and hides the password with a pressed-state toggle', async () => {
    renderApp(<SignInForm onSuccess={vi.fn()} />);
    const form = signInForm();
    const password = form.getByLabelText('Password');
    const toggle = form.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to the password reset page', () => {
    renderApp(<SignInForm onSuccess={vi.fn()} />);
    expect(signInForm().getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks the fields with the contract before sending anything', async () => {
    const api = fakeApi({});
    renderApp(<SignInForm onSuccess={vi.fn()} />);
    const form = signInForm();
    await userEvent.type(form.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(form.getByRole('button', { name: 'Sign in' }));
    expect(await form.findByText(/^E-mail /)).toBeInTheDocument();
    expect(form.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(api).not.toHaveBeenCalled();
  });
});

describe('create-account form', () => {
  it('reports the contract rules per field', async () => {
    const api = fakeApi({});
    renderApp(<RegisterForm onSuccess={vi.fn()} />);
    const form = within(screen.getByRole('form', { name: 'Create account' }));
    await userEvent.type(form.getByLabelText('Password'), 'short');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    expect(await form.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(form.getByText('First name is required')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
    expect(form.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('shows the server refusal and keeps focus on the button', async () => {
    fakeApi({
      'POST /api/auth/register': () => ({
        status: 409,
        body: { message: 'An account with this e-mail already exists' },
      }),
    });
    renderApp(<RegisterForm onSuccess={vi.fn()} />);
    const form = within(screen.getByRole('form', { name: 'Create account' }));
    await userEvent.type(form.getByLabelText('First name'), 'Lena');
    await userEvent.type(form.getByLabelText('Last name'), 'Okafor');
    await userEvent.type(form.getByLabelText('E-mail'), 'lena@example.test');
    await userEvent.type(form.getByLabelText('Password'), 'Roam-trail-2026!');
    const submit = form.getByRole('button', { name: 'Create account' });
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail already exists',
    );
    expect(submit).toHaveFocus();
  });
});
