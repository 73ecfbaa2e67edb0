import { Camera, Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api.ts';
import { trackInteraction } from '../../lib/tracking.ts';
import { buttonVariants, type ButtonVariant } from '../../ui/button.tsx';
import { destinationPath, searchByPhoto } from './destination-queries.ts';

export type VisualSearchState = 'idle' | 'analyzing' | 'not-found' | 'error';

export const VISUAL_SEARCH_NOT_FOUND =
  "We couldn't tell where this photo was taken. Try one with location data, or search by name.";

/**
 * Visual search (spec 1 §2): the member picks a photo; while it is analysed the state is
 * 'analyzing'; then the first suggested destination opens. The photo is only looked at by the
 * server (GPS in its EXIF, else the AI analysis), never stored.
 */
export function useVisualSearch() {
  const navigate = useNavigate();
  const [state, setState] = useState<VisualSearchState>('idle');
  const [message, setMessage] = useState('');
  const search = async (file: File) => {
    setState('analyzing');
    setMessage('Analyzing your photo…');
    trackInteraction('visual_search', 'use');
    try {
      const result = await searchByPhoto(file);
      const first = result.suggestedDestinations[0];
      if (!first) {
        setState('not-found');
        setMessage(VISUAL_SEARCH_NOT_FOUND);
        return;
      }
      setState('idle');
      setMessage('');
      void navigate(destinationPath(first.slug));
    } catch (error) {
      setState('error');
      setMessage(errorMessage(error, 'The photo could not be analysed. Please try again.'));
    }
  };
  return { state, message, search };
}

/** The 'Search by photo' button with its hidden file input. */
export function VisualSearchButton({
  search,
  state,
  variant = 'light',
  className,
}: {
  search: (file: File) => Promise<void>;
  state: VisualSearchState;
  variant?: ButtonVariant;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const analyzing = state === 'analyzing';
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="visual-search-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void search(file);
        }}
      />
      <button
        type="button"
        disabled={analyzing}
        aria-busy={analyzing}
        onClick={() => input.current?.click()}
        className={buttonVariants({ variant, className })}
      >
        {analyzing ? (
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Camera aria-hidden="true" className="size-4" />
        )}
        {analyzing ? 'Analyzing…' : 'Search by photo'}
      </button>
    </>
  );
}
