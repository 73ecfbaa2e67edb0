import type { TUploadResult } from '../../../../contract/uploads.ts';
import { toast } from '../../../app/toasts/toast-store.ts';
import { useMediaAnalysis } from '../media-analysis.ts';

/**
 * The composer's AI step (spec 1 §4, §8 toasts): looks at an uploaded photo or video and says
 * how it went; a failure lets the member go on by hand.
 */
export function useComposerAnalysis() {
  const analysis = useMediaAnalysis();

  const run = async (result: Pick<TUploadResult, 'url' | 'type'>) => {
    const outcome = await analysis.analyze(result.url, result.type);
    if (outcome === 'failed') {
      toast({
        title: 'AI Analysis Failed',
        description: 'You can still add the details yourself.',
        variant: 'destructive',
      });
    } else if (outcome) {
      toast({
        title: 'AI Analysis Complete',
        description: 'Suggestions for your post are ready below.',
        variant: 'success',
      });
    }
  };

  return { ...analysis, run };
}
