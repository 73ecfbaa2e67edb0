import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import {
  CAMPAIGN_DEFAULTS,
  type ZCampaignPreviewPost,
} from '../../../contract/social-campaigns.ts';
import { composeCaption, countCaption, PLATFORM_RULES } from '../../../contract/social-rules.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Input } from '../../ui/input.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { formatDateTime } from './format.ts';
import { PlatformPreview } from './platform-preview.tsx';
import { platformLabel } from './platforms.ts';
import { PostDialog } from './post-dialog.tsx';
import { useCampaignPreview, useCampaigns, useGenerateContent } from './queries.ts';
import { StatusBadge } from './status-badge.tsx';

export type TPreviewPost = z.infer<typeof ZCampaignPreviewPost>;

/** The text a platform receives: the post's content and any hashtags not already in it. */
export const postText = (post: Pick<TPreviewPost, 'content' | 'hashtags'>) =>
  composeCaption(post.content, post.hashtags);

function PreviewCard({ post, onOpen }: { post: TPreviewPost; onOpen: () => void }) {
  const text = postText(post);
  const limit = PLATFORM_RULES[post.platform].maxLength;
  const length = countCaption(post.platform, text);
  return (
    <Card as="li" padding="sm" className="grid content-start gap-3">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold text-ink">{platformLabel(post.platform)}</span>
        <StatusBadge status={post.status} preview />
      </div>
      <PlatformPreview post={{ ...post, text }} />
      <p className={length > limit ? 'text-xs font-medium text-danger' : 'text-xs text-ink-muted'}>
        {length.toLocaleString()} / {limit.toLocaleString()} characters
      </p>
      {post.problems.length > 0 ? (
        <p className="text-xs font-medium text-danger">
          {post.problems.length === 1 ? '1 rule problem' : `${post.problems.length} rule problems`}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-2 border-t border-line pt-2 text-xs text-ink-muted">
        <span>{post.scheduledFor ? formatDateTime(post.scheduledFor) : 'Not scheduled'}</span>
        <span>Post #{post.number}</span>
      </div>
      <Button size="sm" variant="outline" onClick={onOpen}>
        Open post #{post.number}
      </Button>
    </Card>
  );
}

/**
 * Spec 3 §2 'Campaign Content Preview': generate posts for a destination, see each as its platform
 * will, and open one to publish, schedule, edit or delete it.
 */
export function PreviewOverlay({
  campaignId,
  onClose,
}: {
  campaignId: number;
  onClose: () => void;
}) {
  const preview = useCampaignPreview(campaignId);
  const campaigns = useCampaigns();
  const campaign = campaigns.data?.campaigns.find((item) => item.id === campaignId);
  const generate = useGenerateContent();
  const [destination, setDestination] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const warned = useRef(false);

  // Spec 3 §8: a failed preview says so once, and the grid stays empty.
  useEffect(() => {
    if (preview.isError && !warned.current) {
      warned.current = true;
      toast({
        title: 'Preview Failed',
        description: 'Failed to load campaign content',
        variant: 'destructive',
      });
    }
  }, [preview.isError]);

  const posts = preview.data?.posts ?? [];
  const open = posts.find((post) => post.id === openId) ?? null;

  const run = (event?: FormEvent) => {
    event?.preventDefault();
    generate.mutate(
      { body: { campaignId, destinationName: destination.trim() || undefined } },
      {
        onSuccess: (result) =>
          toast({ title: 'Content generated', description: result.message, variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Generation Failed',
            description: errorMessage(error, 'Failed to generate content'),
            variant: 'destructive',
          }),
      },
    );
  };
  const generateLabel = generate.isPending ? 'Generating...' : 'Generate Content';

  return (
    <ModalDialog
      open
      onClose={onClose}
      size="xl"
      title="Campaign Content Preview"
      description={campaign ? campaign.name : undefined}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <form onSubmit={run} className="mb-5 grid gap-2 sm:flex sm:items-end">
        <label className="grid min-w-0 flex-1 gap-1.5 text-sm font-medium text-ink">
          Destination
          <Input
            value={destination}
            onChange={(event) => setDestination(event.target.value)}
            placeholder={`From the description, else ${CAMPAIGN_DEFAULTS.destination}`}
            maxLength={100}
          />
        </label>
        <Button type="submit" disabled={generate.isPending}>
          {generateLabel}
        </Button>
      </form>
      {preview.isPending ? (
        <Spinner label="Loading the campaign's posts" />
      ) : posts.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-10 text-center">
          <p className="font-semibold text-ink">No posts available</p>
          <Button onClick={() => run()} disabled={generate.isPending}>
            {generateLabel}
          </Button>
        </div>
      ) : (
        <ul aria-label="Campaign posts" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PreviewCard key={post.id} post={post} onOpen={() => setOpenId(post.id)} />
          ))}
        </ul>
      )}
      {open ? <PostDialog post={open} onClose={() => setOpenId(null)} /> : null}
    </ModalDialog>
  );
}
