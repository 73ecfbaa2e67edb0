import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { claimToastHost, releaseToastHost } from './toast-host.ts';
import { toast } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  const dialog = document.createElement('dialog');
  afterEach(() => {
    act(() => releaseToastHost(dialog));
    dialog.remove();
  });

  it('shows toasts in the page, and inside an open modal dialog while there is one', () => {
    document.body.append(dialog);
    render(<Toaster />);
    act(() => {
      toast({ title: 'Follow status updated' });
    });
    const first = screen.getByText('Follow status updated');
    expect(dialog.contains(first)).toBe(false);

    // The page behind a modal dialog is inert: the region moves into the dialog.
    act(() => claimToastHost(dialog));
    act(() => {
      toast({ title: 'Upload Successful', variant: 'success' });
    });
    expect(dialog.contains(screen.getByText('Upload Successful'))).toBe(true);
    expect(dialog.querySelector('[role="region"]')).not.toBeNull();

    act(() => releaseToastHost(dialog));
    expect(dialog.querySelector('[role="region"]')).toBeNull();
  });
});
