import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Clapperboard, Globe, Lock, Users } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TMediaAnalysis } from '../../../contract/ai.ts';
import type { TMediaKind } from '../../../contract/media.ts';
import {
  EMPTY_POST_MESSAGE,
  POST_MEDIA_MAX,
  TRAVEL_CATEGORIES,
  YOUTUBE_CONSENT_MESSAGE,
  type TTravelCategory,
} from '../../../contract/posts.ts';
import type { TUploadResult } from '../../../contract/uploads.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { SwitchField } from '../../ui/switch.tsx';
import { destinationCodeFor } from '../destinations/location-input.tsx';
import { UploadProgress } from '../uploads/upload-progress.tsx';
import { mediaKindOf, validateMediaFile } from '../uploads/upload-client.ts';
import { AttachmentPreview, type AttachmentStatus } from './attachment-preview.tsx';
import { ComposerDetails } from './composer/composer-details.tsx';
import { ComposerPrivacyField } from './composer/composer-privacy-field.tsx';
import { ComposerTextField } from './composer/composer-text-field.tsx';
import { useComposerAnalysis } from './composer/use-composer-analysis.ts';
import { useItemUploads } from './composer/use-item-uploads.ts';
import { usePostDraft } from './composer/use-post-draft.ts';
import { submitCreatePageForm, type CreatePageFields } from './create-post-submit.ts';
import { CreatePostSuggestions } from './create-post-suggestions.tsx';
import { invalidateFeeds } from './feed-queries.ts';
import { MediaPicker } from './media-picker.tsx';

/** Spec 1 §5: files above this go through the shared validator on the create page. */
export const PAGE_VALIDATOR_THRESHOLD_BYTES = 25 * 1024 * 1024;

export const PAGE_PRIVACY = [
  { value: 'public', label: 'Public', hint: 'Anyone on Roamly', Icon: Globe },
  { value: 'followers', label: 'Followers', hint: 'People who follow you', Icon: Users },
  { value: 'private', label: 'Private', hint: 'Only you', Icon: Lock },
] as const;
type PagePrivacy = CreatePageFields['privacy'];

export const TRAVEL_CATEGORY_LABELS: Record<TTravelCategory, string> = {
  photos: 'Photos',
  videos: 'Videos',
  destinations: 'Destinations',
  hotels: 'Hotels',
  restaurants: 'Restaurants',
  activities: 'Activities',
  tips: 'Tips',
  itineraries: 'Itineraries',
};

const NO_CATEGORIES = Object.fromEntries(TRAVEL_CATEGORIES.map((key) => [key, false])) as Record<
  TTravelCategory,
  boolean
>;

type MediaItem = {
  id: number;
  file: File;
  kind: TMediaKind;
  status: AttachmentStatus;
  progress: number;
  result?: TUploadResult;
};

let nextItemId = 0;

/**
 * /create (spec 1 §2–§5): the composer of the dialog (text, place, tags with the quick tags,
 * privacy, allowComments and the AI suggestions with Apply All for the first photo or video),
 * plus several photos and videos, saveToHighlights, the YouTube consent that videos need and the
 * eight travel categories, sent as a multipart form; 'Post Created!' returns home. Each file
 * starts uploading when it is added, one after another with its progress, so the AI can look at
 * the first one while the member writes; Share waits for what is still uploading and tries a
 * failed file once more ('Failed to upload {filename}').
 */
export function CreatePostPage({ user }: { user: TSelfUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft = usePostDraft();
  const analysis = useComposerAnalysis();
  const [privacy, setPrivacy] = useState<PagePrivacy>('public');
  const [allowComments, setAllowComments] = useState(true);
  const [saveToHighlights, setSaveToHighlights] = useState(false);
  const [youtubeConsent, setYoutubeConsent] = useState(false);
  const [categories, setCategories] = useState<Record<TTravelCategory, boolean>>(NO_CATEGORIES);
  const [items, setItems] = useState<MediaItem[]>([]);
  const [submitting, setSubmitting] = useState(false);
  // Once the member shares, suggestions for the first file come too late to be of use.
  const sharing = useRef(false);
  const uploads = useItemUploads({
    onUploaded: (item, result, first) => {
      // The AI looks at the first photo or video, as in the dialog.
      if (first && !sharing.current) void analysis.run(result);
      setItems((current) =>
        current.map((entry) =>
          entry.id === item.id ? { ...entry, status: 'uploaded', progress: 100, result } : entry,
        ),
      );
    },
    onProgress: (item, progress) =>
      setItems((current) =>
        current.map((entry) =>
          entry.id === item.id ? { ...entry, status: 'uploading', progress } : entry,
        ),
      ),
    onFailed: (item, cancelled) => {
      setItems((current) =>
        current.map((entry) =>
          entry.id === item.id
            ? { ...entry, status: cancelled ? 'waiting' : 'failed', progress: 0 }
            : entry,
        ),
      );
      if (!cancelled) {
        toast({
          title: 'Error',
          description: `Failed to upload ${item.file.name}`,
          variant: 'destructive',
        });
      }
    },
  });
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const ids = {
    content: useId(),
    location: useId(),
    tags: useId(),
    media: useId(),
    categories: useId(),
  };

  const hasVideo = items.some((item) => item.kind === 'video');

  const addFiles = (files: File[]) => {
    const accepted: MediaItem[] = [];
    for (const file of files) {
      if (file.size > PAGE_VALIDATOR_THRESHOLD_BYTES) {
        const problem = validateMediaFile(file);
        if (problem) {
          toast({ title: 'Invalid File', description: problem, variant: 'destructive' });
          continue;
        }
      }
      accepted.push({
        id: (nextItemId += 1),
        file,
        kind: mediaKindOf(file) ?? 'image',
        status: 'waiting',
        progress: 0,
      });
    }
    const room = POST_MEDIA_MAX - items.length;
    if (accepted.length > room) {
      toast({
        title: 'Too Many Files',
        description: `A post can carry up to ${POST_MEDIA_MAX} photos and videos.`,
        variant: 'destructive',
      });
    }
    const added = accepted.slice(0, Math.max(0, room));
    if (!added.length) return;
    setItems((current) => [...current, ...added]);
    added.forEach((item, index) => {
      void uploads.start(item, { first: items.length === 0 && index === 0 });
    });
  };

  const removeItem = (item: MediaItem) => {
    uploads.cancel(item.id);
    setItems((current) => current.filter((entry) => entry.id !== item.id));
    if (items[0]?.id === item.id) {
      analysis.reset();
      draft.clearInsights();
    }
  };

  /** Every file's result in order, once each is on the server; null when one failed again. */
  const settleUploads = async (): Promise<TUploadResult[] | null> => {
    const results: TUploadResult[] = [];
    for (const item of items) {
      const result = item.result ?? (await uploads.settle(item));
      if (!result) return null;
      results.push(result);
    }
    return results;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (draft.blank) {
      toast({ title: 'Missing Content', description: EMPTY_POST_MESSAGE, variant: 'destructive' });
      contentRef.current?.focus();
      return;
    }
    if (hasVideo && !youtubeConsent) {
      toast({
        title: 'YouTube Consent Required',
        description: YOUTUBE_CONSENT_MESSAGE,
        variant: 'destructive',
      });
      return;
    }
    setSubmitting(true);
    sharing.current = true;
    try {
      const media = await settleUploads();
      if (!media) return;
      await submitCreatePageForm({
        content: draft.content.trim(),
        location: draft.location.trim(),
        destinationCode: destinationCodeFor(draft.destination, draft.location),
        tags: draft
          .allTags()
          .map((tag) => `#${tag}`)
          .join(' '),
        travelInsights: draft.travelInsights,
        privacy,
        allowComments,
        saveToHighlights,
        youtubeConsent: hasVideo && youtubeConsent,
        travelCategories: categories,
        media,
      });
      toast({ title: 'Post Created!', variant: 'success' });
      void invalidateFeeds(queryClient);
      void navigate('/');
    } catch (error) {
      toast({
        title: 'Error',
        description:
          (error instanceof ApiError ? error.serverMessage : undefined) ?? 'Failed to create post',
        variant: 'destructive',
      });
    } finally {
      sharing.current = false;
      setSubmitting(false);
    }
  };

  const uploadingNow = items.some((item) => item.status === 'uploading');
  const firstUploaded = items[0]?.result;

  return (
    <div className="mx-auto grid max-w-3xl gap-5">
      <div className="flex items-center gap-3">
        <Link
          to="/"
          className="grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-surface"
          aria-label="Back to home"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <div>
          <h1 className="font-display text-2xl font-semibold text-ink sm:text-3xl">Create Post</h1>
          <p className="text-sm text-ink-muted">Share photos, videos and tips from your travels.</p>
        </div>
      </div>

      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="grid gap-5"
        aria-busy={submitting}
      >
        <section className="grid gap-5 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-6">
          <ComposerTextField
            id={ids.content}
            user={user}
            label="What's your story?"
            value={draft.content}
            onChange={draft.setContent}
            textareaRef={contentRef}
          />

          <div className="grid gap-3" role="group" aria-labelledby={ids.media}>
            <div className="flex items-baseline justify-between gap-2">
              <h2 id={ids.media} className="text-sm font-semibold text-ink">
                Photos and videos
              </h2>
              {items.length ? (
                <span className="text-xs text-ink-muted">
                  {items.length} of {POST_MEDIA_MAX}
                </span>
              ) : null}
            </div>
            {items.length ? (
              <ul className="grid gap-3 sm:grid-cols-2" aria-label="Attached files">
                {items.map((item) => (
                  <li key={item.id}>
                    <AttachmentPreview
                      file={item.file}
                      kind={item.kind}
                      status={item.status}
                      size="small"
                      onRemove={() => removeItem(item)}
                    >
                      {item.status === 'uploading' ? (
                        <UploadProgress
                          percent={item.progress}
                          label="Uploading..."
                          onCancel={() => uploads.cancel(item.id)}
                        />
                      ) : null}
                    </AttachmentPreview>
                  </li>
                ))}
              </ul>
            ) : null}
            {items.length < POST_MEDIA_MAX ? (
              <MediaPicker
                multiple
                compact={items.length > 0}
                disabled={submitting}
                onFiles={addFiles}
                title={items.length ? 'Add more photos or videos' : 'Add photos or videos'}
                inputLabel="Add photos or videos"
                hint="Images and videos up to 1GB each. The first one gets AI suggestions."
              />
            ) : null}
            <CreatePostSuggestions
              state={analysis.state}
              onApplyAll={(suggested: TMediaAnalysis) => {
                draft.applyAll(suggested);
                analysis.markApplied();
              }}
              onUseCaption={(caption) => {
                draft.takeCaption(caption);
                contentRef.current?.focus();
              }}
              onDismiss={analysis.reset}
              onRetry={() => {
                if (firstUploaded) void analysis.run(firstUploaded);
              }}
            />
          </div>
        </section>

        <section className="grid gap-5 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-6">
          <ComposerDetails ids={ids} draft={draft} />

          <ComposerPrivacyField options={PAGE_PRIVACY} value={privacy} onChange={setPrivacy} />

          <div className="divide-y divide-line rounded-2xl border border-line px-4">
            <SwitchField
              label="Allow comments"
              description="Travellers who can see the post may comment on it."
              checked={allowComments}
              onCheckedChange={setAllowComments}
            />
            <SwitchField
              label="Save to highlights"
              description="Pin this post to the highlights on your profile."
              checked={saveToHighlights}
              onCheckedChange={setSaveToHighlights}
            />
            <SwitchField
              label="YouTube channel upload"
              description="I agree that my videos in this post are also published on Roamly's YouTube channel. Required to share videos."
              checked={youtubeConsent}
              onCheckedChange={setYoutubeConsent}
            />
          </div>
          {hasVideo && !youtubeConsent ? (
            <p className="-mt-2 flex items-start gap-2 rounded-xl bg-accent-soft px-3 py-2 text-xs text-ink">
              <Clapperboard aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              Videos are shared on Roamly&apos;s YouTube channel too: switch on YouTube channel
              upload to post this video.
            </p>
          ) : null}
        </section>

        <section
          aria-labelledby={ids.categories}
          className="rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-6"
        >
          <h2 id={ids.categories} className="text-sm font-semibold text-ink">
            Travel categories
          </h2>
          <p className="mt-0.5 text-xs text-ink-muted">
            What is this post about? Pick any that fit.
          </p>
          <div className="mt-2 grid gap-x-6 sm:grid-cols-2">
            {TRAVEL_CATEGORIES.map((category) => (
              <SwitchField
                key={category}
                label={TRAVEL_CATEGORY_LABELS[category]}
                checked={categories[category]}
                onCheckedChange={(checked) =>
                  setCategories((current) => ({ ...current, [category]: checked }))
                }
              />
            ))}
          </div>
        </section>

        <div className="flex flex-wrap items-center justify-end gap-3">
          {uploadingNow ? (
            <p className="mr-auto text-sm text-ink-muted" role="status">
              Uploading your files…
            </p>
          ) : null}
          <Link to="/" className={buttonVariants({ variant: 'ghost' })}>
            Cancel
          </Link>
          <Button type="submit" size="lg" disabled={draft.blank || submitting}>
            {submitting ? 'Posting...' : 'Share Post'}
          </Button>
        </div>
      </form>
    </div>
  );
}
