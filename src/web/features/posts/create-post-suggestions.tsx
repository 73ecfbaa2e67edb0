import { Lightbulb, MapPin, RotateCw, Sparkles, Wand2 } from 'lucide-react';
import { useId } from 'react';
import type { TMediaAnalysis } from '../../../contract/ai.ts';
import { Button } from '../../ui/button.tsx';
import type { MediaAnalysisState } from './media-analysis.ts';

/**
 * The create-post dialog's AI step (spec 1 §2, §4): 'Analyzing…' while the server looks at the
 * upload, then the suggestions — description, location, tags, caption variants and travel
 * insights — with Apply All; or a note that the member can go on by hand. (The post card's AI
 * captions live in ai-suggestions.tsx.)
 */
export function CreatePostSuggestions({
  state,
  onApplyAll,
  onUseCaption,
  onDismiss,
  onRetry,
}: {
  state: MediaAnalysisState;
  onApplyAll: (analysis: TMediaAnalysis) => void;
  onUseCaption: (caption: string) => void;
  onDismiss: () => void;
  onRetry: () => void;
}) {
  if (state.status === 'running') {
    return (
      <div
        role="status"
        data-testid="ai-analyzing"
        className="flex items-center gap-3 rounded-2xl border border-brand/25 bg-brand-soft/70 px-4 py-3"
      >
        <span className="relative grid size-9 shrink-0 place-items-center rounded-full bg-surface text-brand shadow-sm">
          <Sparkles
            aria-hidden="true"
            className="size-4.5 animate-pulse motion-reduce:animate-none"
          />
        </span>
        <span className="grid text-sm">
          <span className="font-semibold text-brand-strong">Analyzing…</span>
          <span className="text-ink-muted">
            Looking for the place, tags and a few caption ideas.
          </span>
        </span>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div
        data-testid="ai-failed"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface-muted/60 px-4 py-3 text-sm"
      >
        <p className="text-ink-muted">
          No AI suggestions this time. You can fill in the details yourself.
        </p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-3.5" />
          Try again
        </Button>
      </div>
    );
  }
  if (state.status !== 'ready') return null;
  return (
    <SuggestionsPanel
      analysis={state.analysis}
      onApplyAll={onApplyAll}
      onUseCaption={onUseCaption}
      onDismiss={onDismiss}
    />
  );
}

function SuggestionsPanel({
  analysis,
  onApplyAll,
  onUseCaption,
  onDismiss,
}: {
  analysis: TMediaAnalysis;
  onApplyAll: (analysis: TMediaAnalysis) => void;
  onUseCaption: (caption: string) => void;
  onDismiss: () => void;
}) {
  const headingId = useId();
  const { description, location, tags, captions, travelInsights } = analysis;
  const nothing =
    !description &&
    !location &&
    tags.length === 0 &&
    captions.length === 0 &&
    !travelInsights.length;

  return (
    <section
      aria-labelledby={headingId}
      data-testid="ai-suggestions-panel"
      className="overflow-hidden rounded-2xl border border-brand/30 bg-gradient-to-b from-brand-soft/80 to-surface"
    >
      <div className="flex items-center justify-between gap-3 px-4 pt-3.5">
        <h3
          id={headingId}
          className="flex items-center gap-2 text-sm font-semibold text-brand-strong"
        >
          <Sparkles aria-hidden="true" className="size-4" />
          AI suggestions
        </h3>
        <button
          type="button"
          onClick={onDismiss}
          className="rounded-full px-2 py-1 text-xs font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          Dismiss
        </button>
      </div>

      <div className="grid gap-3 px-4 py-3 text-sm">
        {nothing ? <p className="text-ink-muted">Nothing to suggest for this file.</p> : null}
        {description ? (
          <p className="leading-relaxed text-ink" data-testid="ai-description">
            {description}
          </p>
        ) : null}
        {location || tags.length ? (
          <div className="flex flex-wrap items-center gap-1.5">
            {location ? (
              <span
                className="inline-flex h-7 items-center gap-1 rounded-full bg-surface px-2.5 font-medium text-ink ring-1 ring-line"
                data-testid="ai-location"
              >
                <MapPin aria-hidden="true" className="size-3.5 text-accent" />
                {location}
              </span>
            ) : null}
            {tags.map((tag) => (
              <span
                key={tag}
                className="inline-flex h-7 items-center rounded-full bg-brand-soft px-2.5 font-medium text-brand-strong"
              >
                #{tag}
              </span>
            ))}
          </div>
        ) : null}

        {captions.length ? (
          <div className="grid gap-1.5">
            <h4 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              Caption ideas
            </h4>
            <ul className="grid gap-1.5">
              {captions.map((caption, index) => (
                <li
                  key={`${index}-${caption}`}
                  className="flex items-start justify-between gap-3 rounded-xl bg-surface px-3 py-2 ring-1 ring-line"
                >
                  <span className="min-w-0 text-ink">{caption}</span>
                  <button
                    type="button"
                    onClick={() => onUseCaption(caption)}
                    aria-label={`Use caption: ${caption}`}
                    className="shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold text-brand hover:bg-brand-soft"
                  >
                    Use
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {travelInsights.length ? (
          <div className="grid gap-1.5 rounded-xl border border-sun/40 bg-[#fff8e8] px-3 py-2.5">
            <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-[#7a5200] uppercase">
              <Lightbulb aria-hidden="true" className="size-3.5" />
              Travel insights
            </h4>
            <ul className="grid gap-1 text-ink">
              {travelInsights.map((item, index) => (
                <li key={`${index}-${item}`} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-sun" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-brand/15 px-4 py-3">
        <p className="text-xs text-ink-muted">
          Adds the description, the place if empty, the tags and the insights.
        </p>
        <Button size="sm" onClick={() => onApplyAll(analysis)} disabled={nothing}>
          <Wand2 aria-hidden="true" className="size-4" />
          Apply All
        </Button>
      </div>
    </section>
  );
}
