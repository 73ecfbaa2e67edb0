import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { HelpRoute } from '../../routes/help-route.tsx';
import { scriptFetch } from '../settings/test-harness.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'roamly_signed_in=; max-age=0; path=/';
});

it('shows a visitor the Help Center after one sign-in check (no refetch loop)', async () => {
  // A stale session hint: the one check answers 401 and must not be repeated.
  document.cookie = 'roamly_signed_in=1; path=/';
  const fetchMock = scriptFetch({ status: 401, body: { message: 'Authentication required' } });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/help']}>
        <HelpRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  expect(screen.getByLabelText('E-mail')).toHaveValue('');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
