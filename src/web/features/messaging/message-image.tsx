import { clsx } from 'clsx';
import { ImageIcon, ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';

/**
 * Waits before each new try of a picture that did not load. An uploaded photo's URL answers 404
 * until the processing job has written it (about half a second; longer on a busy server), so a
 * message that arrives at once is retried for about half a minute before it reads unavailable.
 */
export const MESSAGE_IMAGE_RETRY_DELAYS_MS = [
  500, 1000, 1500, 2000, 3000, 4000, 6000, 8000, 10_000,
];

/** The same URL again, past the browser's memory of the failed load. */
function retryUrl(url: string, attempt: number): string {
  if (attempt === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}

/**
 * A photo in a message: a placeholder of the photo's frame while it loads, retried while the
 * server is still making it, and a quiet 'Photo unavailable' if it never comes. The frame is as
 * wide as the bubble allows and at most 20rem tall; a click opens the photo in a new tab.
 */
export function MessageImage({
  url,
  alt,
  onLoad,
}: {
  url: string;
  alt: string;
  /** The picture took its place (the thread may keep the newest message in view). */
  onLoad?: () => void;
}) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'loading' | 'loaded' | 'retrying' | 'failed'>('loading');

  const [shownUrl, setShownUrl] = useState(url);
  if (shownUrl !== url) {
    // Another picture (a pending photo became the stored one): start over.
    setShownUrl(url);
    setAttempt(0);
    setState('loading');
  }

  useEffect(() => {
    if (state !== 'retrying') return;
    const delay = MESSAGE_IMAGE_RETRY_DELAYS_MS[attempt];
    if (delay === undefined) {
      setState('failed');
      return;
    }
    const timer = setTimeout(() => {
      setAttempt((current) => current + 1);
      setState('loading');
    }, delay);
    return () => clearTimeout(timer);
  }, [state, attempt]);

  if (state === 'failed') {
    return (
      <div
        data-testid="message-image"
        data-state="failed"
        className="grid aspect-[4/3] w-full place-items-center rounded-xl bg-surface-muted text-ink-muted"
      >
        <span className="grid justify-items-center gap-1.5 text-xs font-medium">
          <ImageOff aria-hidden="true" className="size-6" />
          Photo unavailable
        </span>
      </div>
    );
  }

  const loaded = state === 'loaded';
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      title="Open the photo in a new tab"
      data-testid="message-image"
      data-state={state}
      className={clsx(
        'relative block w-full overflow-hidden rounded-xl bg-surface-muted',
        !loaded && 'aspect-[4/3]',
      )}
    >
      {!loaded ? (
        <span
          aria-hidden="true"
          className="absolute inset-0 grid animate-pulse place-items-center text-ink-muted/60 motion-reduce:animate-none"
        >
          <ImageIcon className="size-8" />
        </span>
      ) : null}
      <img
        key={attempt}
        src={retryUrl(url, attempt)}
        alt={alt}
        loading="lazy"
        decoding="async"
        onLoad={() => {
          setState('loaded');
          onLoad?.();
        }}
        onError={() => setState('retrying')}
        className={clsx(
          'block w-full object-cover',
          loaded ? 'max-h-80' : 'absolute inset-0 h-full opacity-0',
        )}
      />
    </a>
  );
}
