import { useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

/** Spec 3 §5: the link dialog needs both text and URL. */
export const LINK_NEEDS_BOTH = 'Please enter both the link text and the URL.';

export function LinkDialog({
  open,
  initialText,
  onClose,
  onInsert,
}: {
  open: boolean;
  initialText: string;
  onClose: () => void;
  onInsert: (link: { text: string; href: string }) => void;
}) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [href, setHref] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [seenInitial, setSeenInitial] = useState(initialText);
  if (seenInitial !== initialText) {
    setSeenInitial(initialText);
    setText(initialText);
  }

  const close = () => {
    setHref('');
    setError(null);
    onClose();
  };
  const insert = () => {
    if (!text.trim() || !href.trim()) {
      setError(LINK_NEEDS_BOTH);
      return;
    }
    if (!/^(https?:\/\/|mailto:|\/)\S*$/i.test(href.trim())) {
      setError('Links start with http://, https://, mailto: or / for a page of this site.');
      return;
    }
    onInsert({ text: text.trim(), href: href.trim() });
    close();
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      title="Insert link"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button onClick={insert}>Insert link</Button>
        </>
      }
    >
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          insert();
        }}
      >
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-text`} className="text-sm font-medium text-ink">
            Link text
          </label>
          <Input id={`${id}-text`} value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-url`} className="text-sm font-medium text-ink">
            URL
          </label>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={href}
            onChange={(e) => setHref(e.target.value)}
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <button type="submit" hidden />
      </form>
    </ModalDialog>
  );
}
