import { clsx } from 'clsx';
import { Eye, EyeOff, KeyRound, MonitorUp, Server } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../app/toasts/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { CopyTextButton } from '../../ui/copy-text-button.tsx';
import type { StudioIngest } from './use-studio.ts';

function CopyButton({ value, label }: { value: string; label: string }) {
  return (
    <CopyTextButton
      value={value}
      label={label}
      title={label}
      onFailed={() =>
        toast({ title: 'Could not copy', description: 'Select the text and copy it by hand.' })
      }
    />
  );
}

/** One labelled value with its Copy button (the key is masked until revealed). */
function IngestField({
  Icon,
  label,
  value,
  secret = false,
}: {
  Icon: typeof Server;
  label: string;
  value: string;
  secret?: boolean;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const masked = secret && !shown;
  return (
    <div className="grid gap-1.5">
      <dt
        id={`${id}-label`}
        className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase"
      >
        <Icon aria-hidden="true" className="size-3.5" />
        {label}
      </dt>
      <dd className="flex items-center gap-2">
        <code
          aria-labelledby={`${id}-label`}
          data-testid={secret ? 'stream-key' : 'ingest-server'}
          className={clsx(
            'min-w-0 flex-1 rounded-xl bg-surface-muted px-3 py-2 font-mono text-sm text-ink',
            masked ? 'tracking-widest' : 'break-all',
          )}
        >
          {masked ? (
            <>
              <span aria-hidden="true">••••••••••••••••</span>
              <span className="sr-only">hidden</span>
            </>
          ) : (
            value
          )}
        </code>
        {secret ? (
          <Button
            variant="outline"
            size="icon"
            className="size-9 shrink-0"
            aria-label={`Show ${label.toLowerCase()}`}
            aria-pressed={shown}
            title={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
          </Button>
        ) : null}
        <CopyButton value={value} label={`Copy ${label.toLowerCase()}`} />
      </dd>
    </div>
  );
}

/**
 * IVS: the stream is sent from an encoder (OBS or any RTMPS encoder), not from this page. Before
 * going live it says how; once live it shows the ingest server and the stream key (masked, with
 * reveal and copy). The key comes only with the start answer: a stream resumed after a reload
 * keeps broadcasting from the encoder, which still has it.
 */
export function EncoderCard({
  ingest,
  onAir,
  className,
}: {
  ingest: StudioIngest | null;
  onAir: boolean;
  className?: string;
}) {
  return (
    <Card className={className} aria-labelledby="encoder-title" data-testid="encoder-card">
      <CardHeader
        id="encoder-title"
        title="Broadcast from your encoder"
        icon={<MonitorUp className="size-5" />}
        description="This studio streams through Amazon IVS: send the picture from OBS or any RTMPS encoder."
      />
      {ingest ? (
        <>
          <dl className="grid gap-4">
            <IngestField Icon={Server} label="Server" value={ingest.endpoint} />
            <IngestField Icon={KeyRound} label="Stream key" value={ingest.streamKey} secret />
          </dl>
          <ol className="mt-4 grid list-decimal gap-1 pl-5 text-sm text-ink-muted">
            <li>
              In OBS open Settings → Stream and choose the service <strong>Custom…</strong>
            </li>
            <li>Paste the server and the stream key above.</li>
            <li>
              Press <strong>Start Streaming</strong>: your followers see you within a few seconds.
            </li>
          </ol>
          <p className="mt-3 text-xs text-ink-muted">
            Keep the stream key private: anyone who has it can broadcast on your stream.
          </p>
        </>
      ) : onAir ? (
        <p className="text-sm text-ink-muted" data-testid="encoder-resumed">
          Your encoder keeps the server and stream key it was given when you went live. For a new
          key, end this stream and go live again.
        </p>
      ) : (
        <ol className="grid list-decimal gap-1 pl-5 text-sm text-ink-muted">
          <li>Press Go Live: the server and a stream key appear here.</li>
          <li>Paste them into OBS (Settings → Stream → Custom…) or your encoder.</li>
          <li>Start streaming from the encoder; end the stream here when you are done.</li>
        </ol>
      )}
    </Card>
  );
}
