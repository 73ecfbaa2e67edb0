import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { CustomUrlsCard } from './custom-urls-card.tsx';
import { destinationSlug, destinationUrl } from './destination-links.ts';
import { renderWithApp } from './test-harness.tsx';

const ORIGIN = 'https://roamly.example';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

describe('destination links', () => {
  it('builds {origin}/destination/{name}/excursions with the home search slug rule', () => {
    expect(destinationSlug('New York')).toBe('new-york');
    expect(destinationUrl(`${ORIGIN}/`, 'Cape Town')).toBe(
      `${ORIGIN}/destination/cape-town/excursions`,
    );
  });
});

describe('Custom Destination URLs card', () => {
  it('lists the 12 cities with their links and the catalogue total', () => {
    renderWithApp(<CustomUrlsCard origin={ORIGIN} />);
    const rows = screen.getAllByTestId('custom-url');
    expect(rows).toHaveLength(12);
    expect(screen.getByText(/12 popular cities of 3,423 destinations/)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `${ORIGIN}/destination/paris/excursions`,
    );
    expect(screen.getByRole('link', { name: '/destination/new-york/excursions' })).toHaveAttribute(
      'href',
      `${ORIGIN}/destination/new-york/excursions`,
    );
  });

  it('copies with the Clipboard API and confirms with a toast', async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard(writeText);
    renderWithApp(<CustomUrlsCard origin={ORIGIN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy the Tokyo link' }));
    expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/destination/tokyo/excursions`);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Link copied'));
  });

  it('falls back to execCommand when the Clipboard API is missing', async () => {
    setClipboard(undefined);
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: exec });
    renderWithApp(<CustomUrlsCard origin={ORIGIN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy the Rome link' }));
    expect(exec).toHaveBeenCalledWith('copy');
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Link copied'));
  });

  it('shows the whole link selected and says how to copy it when no copying works', async () => {
    setClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    renderWithApp(<CustomUrlsCard origin={ORIGIN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy the Bali link' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Copy not available'));
    expect(getToasts()[0]?.description).toMatch(/Bali link is selected/);
    const field = screen.getByRole('textbox', { name: 'Bali link, selected for copying' });
    expect(field).toHaveValue(`${ORIGIN}/destination/bali/excursions`);
    expect(field).toHaveFocus();
    const input = field as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
  });
});
