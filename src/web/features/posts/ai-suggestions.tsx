import { Copy, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { TPost } from '../../../contract/posts.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { copyText } from '../../lib/copy-text.ts';
import { toastUpdateFailed } from './edit-post-form.tsx';
import { EnhancePostButton } from './enhance-post-button.tsx';
import { Thumbnails } from './ai-thumbnails.tsx';
import { useEnhancePost, useUpdatePost } from './queries.ts';

/** A post the author can enhance: one with a photo or a video. */
export function hasMedia(post: TPost): boolean {
  return post.media.length > 0 || Boolean(post.imageUrl || post.videoUrl);
}

/** Whether the card shows this section at all. */
export function showsAiSuggestions(post: TPost, isAuthor: boolean): boolean {
  return post.aiCaptions.length > 0 || post.aiThumbnails.length > 0 || (isAuthor && hasMedia(post));
}

function CaptionSkeleton() {
  return (
    <div aria-hidden="true" data-testid="enhance-skeleton" className="grid gap-2">
      {[0, 1, 2].map((row) => (
        <div key={row} className="media-shimmer h-12 rounded-2xl bg-brand-soft/60" />
      ))}
    </div>
  );
}

/**
 * AI captions and thumbnails under the media (spec 1 §2): anyone may copy a caption ('Caption
 * copied'); only the author sees Use Caption ('Caption Updated') and 'Enhance with AI', which asks
 * POST /api/posts/{id}/enhance and shows the answer in every list ('Enhancement Failed' if not).
 */
export function AiSuggestions({ post, isAuthor }: { post: TPost; isAuthor: boolean }) {
  const update = useUpdatePost(post.id);
  const enhance = useEnhancePost(post.id);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [justEnhanced, setJustEnhanced] = useState(false);
  const hasSuggestions = post.aiCaptions.length > 0 || post.aiThumbnails.length > 0;

  // After an enhancement the new suggestions take focus, so keyboard and screen-reader users land
  // on what arrived instead of a button that did its job.
  useEffect(() => {
    if (justEnhanced && hasSuggestions) {
      heading.current?.focus();
      setJustEnhanced(false);
    }
  }, [justEnhanced, hasSuggestions]);

  const copy = async (caption: string) => {
    const copied = await copyText(caption);
    toast(
      copied
        ? { title: 'Caption copied', variant: 'success' }
        : { title: 'Copy not available', description: caption },
    );
  };
  const applyCaption = (caption: string) =>
    update.mutate(caption, {
      onSuccess: () => toast({ title: 'Caption Updated', variant: 'success' }),
      onError: toastUpdateFailed,
    });
  const runEnhance = () =>
    enhance.mutate(undefined, {
      onSuccess: (result) => {
        const count = result.aiCaptions.length;
        setAnnouncement(
          count > 0
            ? `${count} AI caption${count === 1 ? '' : 's'} ready`
            : 'No AI captions for this post',
        );
        setJustEnhanced(true);
      },
    });

  const canEnhance = isAuthor && hasMedia(post);

  return (
    <section
      aria-labelledby={headingId}
      data-testid="ai-suggestions"
      className="grid grid-cols-1 gap-3 px-4 py-3.5 sm:px-5"
    >
      <div className="flex min-h-9 items-center justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h4
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand uppercase outline-none"
          >
            <Sparkles aria-hidden="true" className="size-4" />
            AI suggestions
          </h4>
          {!hasSuggestions && canEnhance && !enhance.isPending ? (
            <p className="hidden text-sm text-ink-muted sm:block">
              Caption ideas and thumbnails from your media.
            </p>
          ) : null}
        </div>
        {canEnhance ? (
          <EnhancePostButton
            pending={enhance.isPending}
            onEnhance={runEnhance}
            variant={hasSuggestions ? 'ghost' : 'secondary'}
          />
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {enhance.isPending ? <CaptionSkeleton /> : null}

      {!enhance.isPending && post.aiCaptions.length > 0 ? (
        <ul className="grid gap-2" aria-label="AI captions">
          {post.aiCaptions.map((caption, index) => (
            <li
              key={`${index}-${caption}`}
              className="grid gap-2 rounded-2xl bg-brand-soft/60 px-3.5 py-3 sm:flex sm:items-center sm:justify-between sm:gap-4"
            >
              <p className="min-w-0 text-sm wrap-anywhere text-ink">{caption}</p>
              <div className="flex shrink-0 gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  className="h-8 px-3"
                  aria-label={`Copy caption ${index + 1}`}
                  onClick={() => void copy(caption)}
                >
                  <Copy aria-hidden="true" className="size-3.5" />
                  Copy
                </Button>
                {isAuthor ? (
                  <Button
                    size="sm"
                    className="h-8 px-3"
                    aria-label={`Use Caption ${index + 1}`}
                    disabled={update.isPending || caption === post.content}
                    onClick={() => applyCaption(caption)}
                  >
                    Use Caption
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {!enhance.isPending ? <Thumbnails names={post.aiThumbnails} /> : null}
    </section>
  );
}
