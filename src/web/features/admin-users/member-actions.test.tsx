import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminMemberDetail } from '../../../contract/admin-users.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { MemberActions } from './member-actions.tsx';

afterEach(() => vi.unstubAllGlobals());

const subject: TAdminMemberDetail['member'] = {
  id: '7f1c2d3e-0000-4000-8000-000000000042',
  name: 'Sam Spammer',
  email: 'sam@example.test',
  profileImageUrl: null,
  role: 'member',
  status: 'active',
  postsCount: 3,
  followersCount: 0,
  createdAt: '2026-02-01T10:00:00.000Z',
  lastActiveAt: '2026-11-01T10:00:00.000Z',
  bio: null,
  location: null,
  emailVerifiedAt: null,
  premium: false,
  suspendedAt: null,
  suspendedUntil: null,
  limitedAt: null,
  deletionRequestedAt: null,
};

const OK = { status: 200, body: { ok: true } };
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as Record<string, unknown>;

describe('MemberActions', () => {
  it('asks for a reason before suspending, and sends the period chosen', async () => {
    const fetch = fakeApi({ [`POST /api/admin/users/${subject.id}/suspend`]: () => OK });
    renderApp(<MemberActions member={subject} />, { user: member({ role: 'admin' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend member' });
    const confirm = within(dialog).getByRole('button', { name: 'Suspend' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'ok' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Spam in comments' },
    });
    fireEvent.change(within(dialog).getByLabelText('For how long'), {
      target: { value: 'forever' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(bodyOf(fetch.mock.calls[0])).toEqual({ reason: 'Spam in comments', days: null });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("deletes only once the member's e-mail is typed again", async () => {
    const fetch = fakeApi({ [`POST /api/admin/users/${subject.id}/delete`]: () => OK });
    renderApp(<MemberActions member={subject} />, { user: member({ role: 'admin' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete account' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Fraud ring' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText("Member's e-mail"), {
      target: { value: 'SAM@example.test' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(bodyOf(fetch.mock.calls[0])).toEqual({
      reason: 'Fraud ring',
      confirmEmail: 'sam@example.test',
    });
  });

  it('keeps the dialog open with the server message when the action fails', async () => {
    fakeApi({
      [`POST /api/admin/users/${subject.id}/limit`]: () => ({
        status: 409,
        body: { message: 'This member is already limited' },
      }),
    });
    renderApp(<MemberActions member={subject} />, { user: member({ role: 'admin' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Limit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Limit member' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Too much' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Limit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This member is already limited',
    );
  });

  it('offers the reversals of what is in effect', () => {
    renderApp(
      <MemberActions
        member={{
          ...subject,
          status: 'suspended',
          suspendedAt: subject.createdAt,
          limitedAt: subject.createdAt,
        }}
      />,
      { user: member({ role: 'admin' }) },
    );
    expect(screen.getByRole('button', { name: 'Unsuspend' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lift limit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });
});
