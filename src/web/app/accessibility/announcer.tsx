import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ANNOUNCEMENT_CLEAR_MS } from '../../../contract/limits.ts';
import { AnnouncerContext } from './accessibility-context.ts';

/**
 * A polite live region shared by the whole app. Messages are removed after 1000 ms (spec 1 §4)
 * so the same announcement can be made again and stale text is never read out later.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const announce = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(''), ANNOUNCEMENT_CLEAR_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <AnnouncerContext value={announce}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-announcer>
        {message}
      </div>
    </AnnouncerContext>
  );
}
