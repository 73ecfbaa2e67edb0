import { Copy, Sparkles } from 'lucide-react';
import type { TPost } from '../../../contract/posts.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { copyText } from '../settings/copy-text.ts';
import { toastUpdateFailed } from './edit-post-form.tsx';
import { Thumbnails } from './post-media.tsx';
import { useUpdatePost } from './queries.ts';

/**
 * AI captions (anyone may copy one; the author may make one the post's text) and AI thumbnails.
 */
export function AiSuggestions({ post, isAuthor }: { post: TPost; isAuthor: boolean }) {
  const update = useUpdatePost(post.id);
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
  return (
    <section aria-label="AI suggestions" className="grid grid-cols-1 gap-3 px-4 py-4 sm:px-5">
      {post.aiCaptions.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand uppercase">
            <Sparkles aria-hidden="true" className="size-4" />
            AI captions
          </h4>
          <ul className="grid gap-2">
            {post.aiCaptions.map((caption, index) => (
              <li
                key={`${index}-${caption}`}
                className="grid gap-2 rounded-2xl bg-brand-soft/60 px-3.5 py-3 sm:flex sm:items-start sm:justify-between"
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
        </div>
      ) : null}
      <Thumbnails names={post.aiThumbnails} />
    </section>
  );
}
