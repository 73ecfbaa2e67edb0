import { useCallback, useRef, useState } from 'react';
import { analyzeMediaRoute, type TMediaAnalysis } from '../../../contract/ai.ts';
import type { TMediaKind } from '../../../contract/media.ts';
import { api } from '../../lib/api.ts';

/**
 * The AI step of the create-post flow (spec 1 §4): idle → running ('Analyzing…') → ready with
 * the suggestions, or failed (the member continues by hand). Applying hides them. Only the latest
 * request counts: a file removed meanwhile drops its late answer.
 */
export type MediaAnalysisState =
  | { status: 'idle' }
  | { status: 'running'; mediaUrl: string }
  | { status: 'ready'; mediaUrl: string; analysis: TMediaAnalysis }
  | { status: 'failed'; mediaUrl: string }
  | { status: 'applied'; mediaUrl: string; analysis: TMediaAnalysis };

export function useMediaAnalysis() {
  const [state, setState] = useState<MediaAnalysisState>({ status: 'idle' });
  const latest = useRef(0);

  /** Resolves with the analysis, 'failed', or null when a newer request or a reset replaced it. */
  const analyze = useCallback(
    async (mediaUrl: string, mediaType: TMediaKind): Promise<TMediaAnalysis | 'failed' | null> => {
      latest.current += 1;
      const request = latest.current;
      setState({ status: 'running', mediaUrl });
      try {
        const analysis = await api(analyzeMediaRoute, { body: { mediaUrl, mediaType } });
        if (request !== latest.current) return null;
        setState({ status: 'ready', mediaUrl, analysis });
        return analysis;
      } catch {
        if (request !== latest.current) return null;
        setState({ status: 'failed', mediaUrl });
        return 'failed';
      }
    },
    [],
  );

  const markApplied = useCallback(() => {
    setState((current) =>
      current.status === 'ready' ? { ...current, status: 'applied' } : current,
    );
  }, []);

  const reset = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, analyze, markApplied, reset };
}

/** `addition` after `text`, a blank line between them; just `addition` when `text` is blank. */
export function appendText(text: string, addition: string): string {
  const before = text.trimEnd();
  const after = addition.trim();
  if (!after || before.includes(after)) return text;
  return before.trim() === '' ? after : `${before}\n\n${after}`;
}

/**
 * Apply All (spec 1 §4): the description fills an empty text or follows what is there, the
 * location only fills an empty field, and the tags join the post's (shown with '#').
 */
export function applySuggestions(
  form: { content: string; location: string; tags: string[] },
  analysis: TMediaAnalysis,
): { content: string; location: string; tags: string[] } {
  const content = appendText(form.content, analysis.description);
  const location = form.location.trim() === '' ? analysis.location.trim() : form.location;
  return { content, location, tags: [...form.tags, ...analysis.tags] };
}
