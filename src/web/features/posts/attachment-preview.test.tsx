import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AttachmentPreview, type AttachmentStatus } from './attachment-preview.tsx';

const photo = new File([new Uint8Array(2048)], 'harbour.jpg', { type: 'image/jpeg' });

function renderPreview(status: AttachmentStatus, onRemove = vi.fn()) {
  render(<AttachmentPreview file={photo} kind="image" status={status} onRemove={onRemove} />);
  return { onRemove, attachment: screen.getByTestId('attachment') };
}

describe('AttachmentPreview', () => {
  it('a file queued behind another upload reads "Ready to upload"', () => {
    const { attachment } = renderPreview('waiting');
    expect(attachment).toHaveAttribute('data-status', 'waiting');
    expect(screen.getByText('Ready to upload')).toBeVisible();
    expect(screen.queryByText('Uploaded')).toBeNull();
    expect(screen.queryByText('Not uploaded')).toBeNull();
  });

  it.each([
    ['uploaded', 'Uploaded'],
    ['failed', 'Not uploaded'],
  ] as const)('status %s reads "%s"', (status, label) => {
    renderPreview(status);
    expect(screen.getByText(label)).toBeVisible();
    expect(screen.queryByText('Ready to upload')).toBeNull();
  });

  it('an uploading file shows no label (its progress bar speaks)', () => {
    renderPreview('uploading');
    for (const label of ['Ready to upload', 'Uploaded', 'Not uploaded']) {
      expect(screen.queryByText(label)).toBeNull();
    }
  });

  it('names the file and its size, and removes it by name', async () => {
    const { onRemove } = renderPreview('waiting');
    expect(screen.getByText('harbour.jpg')).toBeVisible();
    expect(screen.getByText(/Photo · 2/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove harbour.jpg' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
