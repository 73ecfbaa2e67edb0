import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../app/toasts/toaster.tsx';
import { fakeApi, renderApp } from '../../test/app-harness.tsx';
import { TestLoginPage } from './test-login-page.tsx';

function renderPage() {
  return renderApp(
    <>
      <TestLoginPage />
      <Toaster />
    </>,
    { path: '/test-login' },
  );
}

/** The visible toast's title (Radix also mirrors it into a hidden live region). */
async function findToast(title: string) {
  return waitFor(() => {
    const match = screen
      .getAllByText(title, { exact: true })
      .find((element) => element.closest('li.toast-root'));
    if (!match) throw new Error(`No toast titled ${title}`);
    return match;
  });
}

describe('test login page', () => {
  it('keeps Access Demo disabled for an empty or blank key', async () => {
    renderPage();
    const button = screen.getByRole('button', { name: 'Access Demo' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Test key'), '   ');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Test key'), 'k');
    expect(button).toBeEnabled();
  });

  it('explains a blank key on Enter and sends nothing', async () => {
    const api = fakeApi({});
    renderPage();
    await userEvent.type(screen.getByLabelText('Test key'), '  {Enter}');
    expect(await findToast('Test Key Required')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('reports a wrong key with the server message and sends the trimmed key', async () => {
    const api = fakeApi({
      'POST /api/test-login': () => ({ status: 401, body: { message: 'Invalid test key' } }),
    });
    renderPage();
    await userEvent.type(screen.getByLabelText('Test key'), '  wrong-key ');
    await userEvent.click(screen.getByRole('button', { name: 'Access Demo' }));
    expect(await findToast('Login Failed')).toBeInTheDocument();
    expect(await findToast('Invalid test key')).toBeInTheDocument();
    const [, init] = api.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ testKey: 'wrong-key' });
  });

  it('lists what the demo includes', () => {
    renderPage();
    for (const feature of [
      'Hotel and excursion template generation',
      'SEO content editor',
      'Social media automation',
      'Admin dashboard',
    ]) {
      expect(screen.getByText(feature)).toBeInTheDocument();
    }
  });
});
