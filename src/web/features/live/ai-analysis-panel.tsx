import { Landmark, LoaderCircle, MapPin, Smile, Sparkles, Tags, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardHeader } from '../../ui/card.tsx';

/** Spec 2 §3: the live studio state the analysis fills in. */
export type LiveAnalysis = {
  recognizedLandmarks: string[];
  suggestedTags: string[];
  mood: string | null;
  activities: string[];
  location: string | null;
};

export type AnalysisState =
  | { state: 'waiting' }
  | { state: 'analysing' }
  | { state: 'done'; result: LiveAnalysis }
  | { state: 'failed' };

function Row({
  Icon,
  label,
  children,
}: {
  Icon: typeof Landmark;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <dt className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <Icon aria-hidden="true" className="size-3.5" />
        {label}
      </dt>
      <dd className="flex flex-wrap gap-1.5 text-sm text-ink">{children}</dd>
    </div>
  );
}

function Chips({ items, prefix = '', empty }: { items: string[]; prefix?: string; empty: string }) {
  if (items.length === 0) return <span className="text-ink-muted">{empty}</span>;
  return items.map((item) => (
    <span
      key={item}
      className="rounded-full bg-surface-muted px-2.5 py-1 text-xs font-medium text-ink"
    >
      {prefix}
      {item}
    </span>
  ));
}

/**
 * Spec 2 §2: the AI analysis panel (landmarks, tags, mood, activities, detected location).
 * `needsPreview` (an encoder stream without the camera preview): nothing here to look at yet.
 */
export function AiAnalysisPanel({
  analysis,
  needsPreview = false,
  className,
}: {
  analysis: AnalysisState;
  needsPreview?: boolean;
  className?: string;
}) {
  return (
    <Card className={className} aria-labelledby="ai-analysis-title" data-testid="ai-analysis">
      <CardHeader
        id="ai-analysis-title"
        title="AI Scene Analysis"
        icon={<Sparkles className="size-5" />}
        description={
          analysis.state === 'waiting'
            ? needsPreview
              ? 'Reads a frame of your camera preview.'
              : 'Starts 3 seconds after you go live.'
            : analysis.state === 'analysing'
              ? 'Looking at your stream…'
              : analysis.state === 'failed'
                ? 'Analysis is unavailable for this stream.'
                : 'From a frame of your stream'
        }
      />
      {analysis.state === 'analysing' ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted" role="status">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Analysing your scene…
        </p>
      ) : null}
      {analysis.state === 'done' ? (
        <dl className="grid gap-4">
          {analysis.result.location ? (
            <Row Icon={MapPin} label="Detected location">
              <span className="font-medium">{analysis.result.location}</span>
            </Row>
          ) : null}
          <Row Icon={Landmark} label="Landmarks">
            <Chips items={analysis.result.recognizedLandmarks} empty="None recognised" />
          </Row>
          <Row Icon={Tags} label="Suggested tags">
            <Chips items={analysis.result.suggestedTags} prefix="#" empty="No tags yet" />
          </Row>
          <Row Icon={Smile} label="Mood">
            <span className="capitalize">{analysis.result.mood ?? 'Unknown'}</span>
          </Row>
          <Row Icon={Zap} label="Activities">
            <Chips items={analysis.result.activities} empty="None detected" />
          </Row>
        </dl>
      ) : null}
      {analysis.state === 'waiting' ? (
        <p className="text-sm text-ink-muted">
          {needsPreview
            ? 'Your encoder’s picture does not pass through this page: show the camera preview to get landmarks, tags, mood and activities.'
            : 'Landmarks, tags, mood and activities appear here while you stream.'}
        </p>
      ) : null}
      {analysis.state === 'failed' ? (
        <p className="text-sm text-ink-muted">Your stream continues normally.</p>
      ) : null}
    </Card>
  );
}
