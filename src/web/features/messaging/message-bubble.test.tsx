import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { MessageBubble } from './message-bubble.tsx';
import type { ThreadItem } from './thread-items.ts';

afterEach(() => vi.unstubAllGlobals());

const item = (overrides: Partial<ThreadItem>): ThreadItem => ({
  key: 'k',
  id: '6e1c2d3e-0000-4000-8000-000000000001',
  tempId: null,
  content: 'You will regret this',
  imageUrl: null,
  createdAt: new Date().toISOString(),
  senderId: 'other',
  mine: false,
  status: 'delivered',
  ...overrides,
});

function renderBubble(bubble: ThreadItem) {
  renderApp(
    <ul>
      <MessageBubble item={bubble} first otherName="Rex Rowdy" />
    </ul>,
    { user: member() },
  );
}

describe('reporting a message', () => {
  it('a received message can be reported; the report goes to the API', async () => {
    const fetch = fakeApi({
      'POST /api/messages/6e1c2d3e-0000-4000-8000-000000000001/report': () => ({
        status: 201,
        body: { ok: true },
      }),
    });
    renderBubble(item({}));
    fireEvent.click(screen.getByRole('button', { name: 'Report message from Rex Rowdy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Message' });
    fireEvent.click(within(dialog).getByLabelText('Harassment or bullying'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Report submitted'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('offers nothing on the member’s own or a pending message', () => {
    renderBubble(item({ mine: true }));
    renderBubble(item({ id: null, key: 'pending' }));
    expect(screen.queryByRole('button', { name: /Report message/ })).toBeNull();
  });
});
