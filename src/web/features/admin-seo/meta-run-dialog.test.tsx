import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMetaRun } from '../../../contract/admin-seo.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { MetaRunDialog } from './meta-run-dialog.tsx';

vi.mock('../../app/toasts/toast-store.ts', () => ({ toast: vi.fn() }));
beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => vi.unstubAllGlobals());

const JOB = '11111111-1111-4111-8111-111111111111';
const proposal = (n: number): TMetaRun['proposals'][number] => ({
  key: `new:${n}`,
  pageId: null,
  path: `destination/town-${n}/excursions`,
  destination: `Town ${n}`,
  oldTitle: null,
  oldDescription: null,
  newTitle: `Things to Do in Town ${n}`,
  newDescription: `Discover Town ${n}.`,
  keywords: 'town',
  provider: 'anthropic',
});
const run = (overrides: Partial<TMetaRun>): TMetaRun => ({
  jobId: JOB,
  kind: 'bulk',
  state: 'completed',
  isRunning: false,
  done: 2,
  total: 2,
  current: null,
  provider: 'anthropic',
  proposals: [proposal(1), proposal(2)],
  failures: [],
  error: null,
  summary: { successful: 2, generated: 2 },
  ...overrides,
});

describe('meta run dialog', () => {
  it('shows the diff, saves only the ticked changes, and says Claude wrote them', async () => {
    let applied: unknown = null;
    fakeApi({
      [`GET /api/admin/seo/meta-runs/${JOB}`]: () => ({ status: 200, body: run({}) }),
      [`POST /api/admin/seo/meta-runs/${JOB}/apply`]: (init) => {
        applied = JSON.parse(String(init?.body));
        return { status: 200, body: { summary: { successful: 1, generated: 1, skipped: 0 } } };
      },
    });
    const onClose = vi.fn();
    renderApp(<MetaRunDialog jobId={JOB} onClose={onClose} />, { user: member({ role: 'admin' }) });
    expect(await screen.findByText('Things to Do in Town 2')).toBeInTheDocument();
    expect(screen.getByText(/Written by: Claude/)).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    fireEvent.click(boxes[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Approve and save 1' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(applied).toEqual({ keys: ['new:2'] });
    expect(toast).toHaveBeenCalledWith({
      title: 'Claude Generation Complete',
      description: 'Generated 1 unique meta descriptions for destinations',
      variant: 'success',
    });
  });

  it('a failed regeneration says so, in the dialog and the toast', async () => {
    fakeApi({
      [`GET /api/admin/seo/meta-runs/${JOB}`]: () => ({
        status: 200,
        body: run({
          kind: 'regenerate',
          state: 'failed',
          isRunning: false,
          proposals: [],
          error: 'boom',
        }),
      }),
    });
    renderApp(<MetaRunDialog jobId={JOB} onClose={() => {}} />, {
      user: member({ role: 'admin' }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('boom');
    expect(toast).toHaveBeenCalledWith({
      title: 'Regeneration Failed',
      description: 'Failed to regenerate meta descriptions. Please try again.',
      variant: 'destructive',
    });
  });
});
