import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { ReportButton } from './report-button.tsx';
import type { ReportTarget } from './queries.ts';

afterEach(() => vi.unstubAllGlobals());

const POST = '9a1c2d3e-0000-4000-8000-000000000001';
const COMMENT = '9a1c2d3e-0000-4000-8000-000000000002';
const MESSAGE = '9a1c2d3e-0000-4000-8000-000000000003';

function renderButton(target: ReportTarget) {
  renderApp(
    <ReportButton target={target} label="Report it" className="">
      Report
    </ReportButton>,
    { user: member() },
  );
}

async function submitReason(title: string, reason: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Report it' }));
  const dialog = await screen.findByRole('dialog', { name: title });
  const submit = within(dialog).getByRole('button', { name: 'Report' });
  expect(submit).toBeDisabled();
  fireEvent.click(within(dialog).getByLabelText(reason));
  fireEvent.click(submit);
  return dialog;
}

describe('reporting a comment, a member or a message', () => {
  it('sends the comment report and thanks the member', async () => {
    const fetch = fakeApi({
      [`POST /api/posts/${POST}/comments/${COMMENT}/report`]: () => ({
        status: 201,
        body: { ok: true },
      }),
    });
    renderButton({ type: 'comment', postId: POST, commentId: COMMENT });
    await submitReason('Report Comment', 'Harassment or bullying');
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Report submitted'));
    expect(JSON.parse(String((fetch.mock.calls[0]?.[1] as RequestInit).body))).toEqual({
      reason: 'harassment',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the message was already reported, and closes', async () => {
    fakeApi({
      [`POST /api/messages/${MESSAGE}/report`]: () => ({
        status: 409,
        body: { message: 'You have already reported this message' },
      }),
    });
    renderButton({ type: 'message', messageId: MESSAGE });
    await submitReason('Report Message', 'Spam or scam');
    await waitFor(() =>
      expect(getToasts()[0]?.title).toBe('You have already reported this message'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the member dialog open when the report fails', async () => {
    fakeApi({
      [`POST /api/users/${POST}/report`]: () => ({
        status: 404,
        body: { message: 'Member not found' },
      }),
    });
    renderButton({ type: 'user', userId: POST });
    const dialog = await submitReason('Report Member', 'Something else');
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Failed to report member'));
    expect(dialog).toBeInTheDocument();
  });
});
