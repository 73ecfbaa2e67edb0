import { Check, Copy, Link2, Link2Off } from 'lucide-react';
import { useId, useState } from 'react';
import type { TTripShare } from '../../../contract/trips.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { shareLink, useShareTrip } from './queries.ts';

/**
 * Share a trip read-only: create the link (or show the active one), copy it, revoke it (the old
 * link then answers 404). Anyone with the link sees the itinerary and budget without signing in.
 */
export function ShareDialog({
  tripId,
  share,
  onShare,
  onClose,
}: {
  tripId: string;
  share: TTripShare | null;
  onShare: (share: TTripShare | null) => void;
  onClose: () => void;
}) {
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const { create, revoke } = useShareTrip(tripId, onShare);
  const busy = create.isPending || revoke.isPending;
  const link = share ? shareLink(share) : null;

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_500);
    } catch {
      // No clipboard permission: select the text so Ctrl/Cmd+C copies it.
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      toast({ title: 'Press Ctrl+C (or ⌘C) to copy the link' });
    }
  }

  const failed = (error: unknown) =>
    toast({
      title: 'Sharing failed',
      description: errorMessage(error, 'Please try again.'),
      variant: 'destructive',
    });

  return (
    <ModalDialog
      open
      title="Share this trip"
      description="Anyone with the link can read the itinerary and budget, without signing in. Nobody else can change it."
      onClose={onClose}
      busy={busy}
    >
      {link ? (
        <div className="grid gap-4">
          <div className="grid gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium text-ink">
              Read-only link
            </label>
            <div className="flex gap-2">
              <Input
                id={inputId}
                readOnly
                value={link}
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono text-xs"
              />
              <Button onClick={() => void copy()} className="shrink-0">
                {copied ? (
                  <Check aria-hidden="true" className="size-4" />
                ) : (
                  <Copy aria-hidden="true" className="size-4" />
                )}
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            </div>
            <p role="status" className="text-xs text-ink-muted">
              {copied ? 'Link copied to the clipboard.' : ''}
            </p>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-surface-muted p-3.5">
            <p className="text-sm text-ink-muted">
              Revoking stops the link working. A new link can be made later.
            </p>
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => revoke.mutate(undefined, { onError: failed })}
            >
              <Link2Off aria-hidden="true" className="size-4" />
              {revoke.isPending ? 'Revoking…' : 'Revoke link'}
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid justify-items-start gap-4">
          <p className="text-sm text-ink-muted">
            This trip is private. Create a link to show it to friends and family.
          </p>
          <Button disabled={busy} onClick={() => create.mutate(undefined, { onError: failed })}>
            <Link2 aria-hidden="true" className="size-4" />
            {create.isPending ? 'Creating link…' : 'Create share link'}
          </Button>
        </div>
      )}
    </ModalDialog>
  );
}
