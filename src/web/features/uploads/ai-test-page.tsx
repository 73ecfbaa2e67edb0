import { useMutation } from '@tanstack/react-query';
import { Sparkles, Video } from 'lucide-react';
import {
  analyzeMediaRoute,
  testAiOnLatestVideoRoute,
  type TAnalyzeMediaBody,
  type TMediaAnalysis,
} from '../../../contract/ai.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { api, errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { MediaPicker } from '../posts/media-picker.tsx';
import { UploadedFile, validateTestFile } from './test-page-parts.tsx';
import { TestToolLayout, TestStep } from './test-tool-layout.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { useMediaUpload } from './use-media-upload.ts';

function RawResult({ label, value }: { label: string; value: unknown }) {
  return (
    <div className="grid gap-1.5">
      <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</h3>
      <pre
        tabIndex={0}
        aria-label={label}
        className="max-h-96 overflow-auto rounded-2xl bg-[#0f1f24] p-4 text-xs leading-relaxed text-[#d7f2ee]"
      >
        {JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

function AnalysisSummary({ analysis }: { analysis: TMediaAnalysis }) {
  const rows: [string, string][] = [
    ['Description', analysis.description || '—'],
    ['Location', analysis.location || '— (no GPS in the file)'],
    ['Tags', analysis.tags.length ? analysis.tags.map((tag) => `#${tag}`).join(' ') : '—'],
  ];
  return (
    <div className="grid gap-3" data-testid="ai-test-result">
      <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        {rows.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink-muted">{term}</dt>
            <dd className="text-ink">{detail}</dd>
          </div>
        ))}
      </dl>
      {analysis.captions.length ? (
        <div className="grid gap-1.5 text-sm">
          <h3 className="font-semibold text-ink-muted">Captions</h3>
          <ol className="grid list-decimal gap-1 pl-5 text-ink">
            {analysis.captions.map((caption) => (
              <li key={caption}>{caption}</li>
            ))}
          </ol>
        </div>
      ) : null}
      {analysis.travelInsights.length ? (
        <div className="grid gap-1.5 text-sm">
          <h3 className="font-semibold text-ink-muted">Travel insights</h3>
          <ul className="grid list-disc gap-1 pl-5 text-ink">
            {analysis.travelInsights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <RawResult label="Raw response" value={analysis} />
    </div>
  );
}

/**
 * /ai-test (spec 1 §2 test page): upload a file and see what POST /api/ai/analyze-media says
 * about it; or run the analysis on the member's latest video (GET /api/test-ai-on-latest-video)
 * and see the raw result or the error.
 */
export function AiTestPage() {
  const upload = useMediaUpload();
  const analyze = useMutation({
    mutationFn: (body: TAnalyzeMediaBody) => api(analyzeMediaRoute, { body }),
    onSuccess: () => toast({ title: 'AI Analysis Complete', variant: 'success' }),
    onError: () => toast({ title: 'AI Analysis Failed', variant: 'destructive' }),
  });
  const latest = useMutation({ mutationFn: () => api(testAiOnLatestVideoRoute) });
  const uploaded = upload.state.status === 'done' ? upload.state.result : null;

  const choose = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = validateTestFile(file);
    if (problem) {
      toast({ title: 'Invalid File', description: problem, variant: 'destructive' });
      return;
    }
    analyze.reset();
    try {
      const result = await upload.start(file, { skipValidation: true });
      if (!result) return;
      toast({ title: 'Upload Successful', description: file.name, variant: 'success' });
      analyze.mutate({ mediaUrl: result.url, mediaType: result.type });
    } catch (error) {
      toast({
        title: 'Upload Failed',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  };

  return (
    <TestToolLayout
      title="AI analysis"
      description="Upload a photo or video and see the description, place, tags, captions and travel insights the AI suggests for it."
    >
      <TestStep step={1} title="Analyze a file">
        {upload.state.status === 'uploading' ? (
          <UploadProgress
            percent={upload.state.progress}
            fileName={upload.state.file.name}
            size={upload.state.file.size}
            onCancel={upload.cancel}
          />
        ) : (
          <MediaPicker
            onFiles={(files) => void choose(files)}
            title={uploaded ? 'Analyze another file' : 'Choose a photo or video'}
            hint="Photos with GPS data get a place name."
            compact={Boolean(uploaded)}
          />
        )}
        {upload.state.status === 'error' ? (
          <p role="alert" className="rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger">
            {upload.state.error}
          </p>
        ) : null}
        {uploaded ? <UploadedFile result={uploaded} /> : null}
        {analyze.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm font-semibold text-brand">
            <Sparkles
              aria-hidden="true"
              className="size-4 animate-pulse motion-reduce:animate-none"
            />
            Analyzing…
          </p>
        ) : null}
        {analyze.isError ? (
          <p role="alert" className="rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger">
            {errorMessage(analyze.error, analyze.error.message)}
          </p>
        ) : null}
        {analyze.data ? <AnalysisSummary analysis={analyze.data} /> : null}
        {uploaded && !analyze.isPending ? (
          <div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => analyze.mutate({ mediaUrl: uploaded.url, mediaType: uploaded.type })}
            >
              <Sparkles aria-hidden="true" className="size-4" />
              Run analysis again
            </Button>
          </div>
        ) : null}
      </TestStep>

      <TestStep step={2} title="Your latest video">
        <p className="text-sm text-ink-muted">
          Runs the same analysis on the last video you uploaded and shows the server&apos;s raw
          answer.
        </p>
        <div>
          <Button variant="secondary" onClick={() => latest.mutate()} disabled={latest.isPending}>
            <Video aria-hidden="true" className="size-4" />
            {latest.isPending ? 'Testing…' : 'Test AI on latest video'}
          </Button>
        </div>
        {latest.data ? <RawResult label="Result" value={latest.data} /> : null}
        {latest.isError ? (
          <RawResult label="Error" value={{ error: latest.error.message }} />
        ) : null}
      </TestStep>
    </TestToolLayout>
  );
}
