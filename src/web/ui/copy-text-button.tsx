import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { copyText } from '../lib/copy-text.ts';
import { Button } from './button.tsx';

/** How long a copy button shows its tick. */
export const COPIED_MS = 2_000;

/**
 * Copies text and remembers, for COPIED_MS, that it did (for a tick or "Copied"). `copy` resolves
 * false when the browser allowed no copying, so the caller can offer the text to copy by hand.
 */
export function useCopyText() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async (text: string) => {
    const ok = await copyText(text);
    setCopied(ok);
    return ok;
  };
  return { copied, copy };
}

/**
 * A square outline button that copies `value`, showing a tick for a moment afterwards. `label`
 * is its accessible name (say what is copied: "Copy the Paris link").
 */
export function CopyTextButton({
  value,
  label,
  title,
  onCopied,
  onFailed,
}: {
  value: string;
  label: string;
  /** A tooltip; none unless given. */
  title?: string;
  onCopied?: () => void;
  /** The browser refused: show the text to copy by hand. */
  onFailed: () => void;
}) {
  const { copied, copy } = useCopyText();
  return (
    <Button
      variant="outline"
      size="icon"
      className="size-9 shrink-0"
      aria-label={label}
      title={title}
      onClick={() => {
        void copy(value).then((ok) => (ok ? onCopied?.() : onFailed()));
      }}
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4 text-brand" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
    </Button>
  );
}
