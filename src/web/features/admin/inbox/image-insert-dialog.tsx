import { useId, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Input } from '../../../ui/input.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { uploadWhole } from '../../uploads/upload-client.ts';

/** Spec 3 §8: the image insert alert. */
export const IMAGE_UPLOAD_FAILED = 'Failed to upload image. Please try again.';

type Mode = 'url' | 'file';

/**
 * Spec 3 §2: the editor's image insert dialog with two modes, a web address or a file that is
 * uploaded first. Mail is read elsewhere, so an uploaded image is inserted by its absolute URL.
 */
export function ImageInsertDialog({
  open,
  onClose,
  onInsert,
}: {
  open: boolean;
  onClose: () => void;
  onInsert: (image: { src: string; alt: string }) => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('url');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setUrl('');
    setFile(null);
    setAlt('');
    setError(null);
    setMode('url');
    onClose();
  };

  const insert = async () => {
    setError(null);
    if (mode === 'url') {
      if (!/^https?:\/\/\S+$/i.test(url.trim())) {
        setError('Enter an image address starting with http:// or https://');
        return;
      }
      onInsert({ src: url.trim(), alt: alt.trim() });
      close();
      return;
    }
    if (!file || !file.type.startsWith('image/')) {
      setError('Choose an image file.');
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadWhole(file);
      onInsert({ src: new URL(uploaded.url, window.location.origin).href, alt: alt.trim() });
      close();
    } catch {
      setError(IMAGE_UPLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      title="Insert image"
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void insert()} disabled={busy}>
            {busy ? 'Uploading…' : 'Insert'}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <fieldset className="flex gap-4">
          <legend className="mb-1.5 text-sm font-medium text-ink">Image from</legend>
          {(['url', 'file'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name={`${id}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  setError(null);
                }}
                className="size-4 accent-brand"
              />
              {value === 'url' ? 'Web address (URL)' : 'Upload a file'}
            </label>
          ))}
        </fieldset>
        {mode === 'url' ? (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-url`} className="text-sm font-medium text-ink">
              Image URL
            </label>
            <Input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          </div>
        ) : (
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-file`} className="text-sm font-medium text-ink">
              Image file
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept="image/*"
              className="text-sm text-ink file:mr-3 file:rounded-full file:border file:border-line file:bg-surface file:px-4 file:py-2 file:text-sm file:font-semibold file:text-ink"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
        )}
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-alt`} className="text-sm font-medium text-ink">
            Description (alt text)
          </label>
          <Input id={`${id}-alt`} value={alt} onChange={(event) => setAlt(event.target.value)} />
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </ModalDialog>
  );
}
