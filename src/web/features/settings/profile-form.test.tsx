import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileForm } from './profile-form.tsx';
import { renderWithApp, requestBody, scriptFetch } from './test-harness.tsx';
import { member } from '../../test/app-harness.tsx';

afterEach(() => vi.unstubAllGlobals());

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

function setDateOfBirth(value: string) {
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value } });
}

describe('profile form validation', () => {
  it('refuses to blank the first or last name and sends nothing', async () => {
    const fetchMock = scriptFetch();
    renderWithApp(<ProfileForm user={member()} />);
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.clear(screen.getByLabelText('Last name'));
    await userEvent.type(screen.getByLabelText('Last name'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name cannot be empty')).toBeVisible();
    expect(screen.getByText('Last name cannot be empty')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['1899-12-31', 'Date of birth must be after 1 January 1900'],
    ['1900-01-01', 'Date of birth must be after 1 January 1900'],
    [isoDay(0), 'Date of birth must be before today'],
    [isoDay(30), 'Date of birth must be before today'],
  ])('refuses the date of birth %s', async (value, message) => {
    const fetchMock = scriptFetch();
    renderWithApp(<ProfileForm user={member()} />);
    setDateOfBirth(value);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves trimmed names, a valid birth date, and clears a date with null', async () => {
    const saved = member({ firstName: 'Ana', dateOfBirth: '1900-01-02' });
    const fetchMock = scriptFetch({ status: 200, body: saved }, { status: 200, body: saved });
    renderWithApp(<ProfileForm user={member()} />);
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), '  Ana ');
    setDateOfBirth('1900-01-02');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(requestBody(fetchMock)).toMatchObject({
      firstName: 'Ana',
      lastName: 'Rivers',
      dateOfBirth: '1900-01-02',
    });

    await waitFor(() => expect(screen.getByLabelText('Date of birth')).toHaveValue('1900-01-02'));
    setDateOfBirth('');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(requestBody(fetchMock, 1)).toMatchObject({ dateOfBirth: null });
  });
});
