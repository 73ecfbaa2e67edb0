import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyTextButton } from './copy-text-button.tsx';

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('CopyTextButton', () => {
  it('copies its value, says so through onCopied and shows a tick', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(writeText);
    const onCopied = vi.fn();
    const onFailed = vi.fn();
    render(
      <CopyTextButton
        value="rtmp://x"
        label="Copy the server URL"
        onCopied={onCopied}
        onFailed={onFailed}
      />,
    );
    const button = screen.getByRole('button', { name: 'Copy the server URL' });
    await userEvent.click(button);
    expect(writeText).toHaveBeenCalledWith('rtmp://x');
    await waitFor(() => expect(onCopied).toHaveBeenCalledTimes(1));
    expect(onFailed).not.toHaveBeenCalled();
    expect(button.querySelector('.lucide-check')).not.toBeNull();
  });

  it('calls onFailed when the browser allows no copying', async () => {
    setClipboard(() => Promise.reject(new Error('denied')));
    document.execCommand = () => false;
    const onFailed = vi.fn();
    render(<CopyTextButton value="secret" label="Copy the key" onFailed={onFailed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy the key' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(
      screen.getByRole('button', { name: 'Copy the key' }).querySelector('.lucide-check'),
    ).toBeNull();
  });
});
