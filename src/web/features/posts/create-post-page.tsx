import { useQueryClient } from '@tanstack/react-query';
import { destinationCodeFor, type ChosenDestination } from '../destinations/location-input.tsx';
import { clsx } from 'clsx';
import { ArrowLeft, Clapperboard, Globe, Lock, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  EMPTY_POST_MESSAGE,
  POST_CONTENT_MAX_LENGTH,
  POST_MEDIA_MAX,
  TRAVEL_CATEGORIES,
  YOUTUBE_CONSENT_MESSAGE,
  type TTravelCategory,
} from '../../../contract/posts.ts';
import type { TMediaKind } from '../../../contract/media.ts';
import type { TUploadResult } from '../../../contract/uploads.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { userInitials } from '../../../contract/user-names.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { SwitchField } from '../../ui/switch.tsx';
import { UploadProgress } from '../uploads/upload-progress.tsx';
import {
  isUploadCancelled,
  mediaKindOf,
  uploadMedia,
  validateMediaFile,
} from '../uploads/upload-client.ts';
import { AttachmentPreview, type AttachmentStatus } from './attachment-preview.tsx';
import { LocationField } from './location-field.tsx';
import { submitCreatePageForm, type CreatePageFields } from './create-post-submit.ts';
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
 * /create (spec 1 §2–§5): the full form — text, several photos and videos (uploaded one by one
 * with progress when the member shares, 'Failed to upload {filename}'), location with quick
 * destinations, free-text hashtags, privacy, allowComments, saveToHighlights, the YouTube
 * consent that videos need, and the eight travel categories — sent as a multipart form; 'Post
 * Created!' returns home.
 */
export function CreatePostPage({ user }: { user: TSelfUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const [location, setLocation] = useState('');
  const [destination, setDestination] = useState<ChosenDestination | null>(null);
  const [tags, setTags] = useState('');
  const [privacy, setPrivacy] = useState<PagePrivacy>('public');
  const [allowComments, setAllowComments] = useState(true);
  const [saveToHighlights, setSaveToHighlights] = useState(false);
  const [youtubeConsent, setYoutubeConsent] = useState(false);
  const [categories, setCategories] = useState<Record<TTravelCategory, boolean>>(NO_CATEGORIES);
  const [items, setItems] = useState<MediaItem[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const ids = {
    content: useId(),
    location: useId(),
    tags: useId(),
    media: useId(),
    privacy: useId(),
    categories: useId(),
  };

  useEffect(() => () => controller.current?.abort(), []);

  const blank = content.trim() === '';
  const hasVideo = items.some((item) => item.kind === 'video');

  const patchItem = (id: number, patch: Partial<MediaItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));

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
    if (added.length) setItems((current) => [...current, ...added]);
  };

  const removeItem = (id: number) =>
    setItems((current) => current.filter((item) => item.id !== id));

  /** Uploads what is not on the server yet, in order; null when one failed or was cancelled. */
  const uploadAll = async (signal: AbortSignal): Promise<TUploadResult[] | null> => {
    const results: TUploadResult[] = [];
    for (const item of items) {
      if (item.result) {
        results.push(item.result);
        continue;
      }
      patchItem(item.id, { status: 'uploading', progress: 0 });
      try {
        const result = await uploadMedia(item.file, {
          signal,
          onProgress: (progress) => patchItem(item.id, { progress }),
        });
        patchItem(item.id, { status: 'uploaded', progress: 100, result });
        results.push(result);
      } catch (error) {
        if (isUploadCancelled(error)) {
          patchItem(item.id, { status: 'waiting', progress: 0 });
          return null;
        }
        patchItem(item.id, { status: 'failed' });
        toast({
          title: 'Error',
          description: `Failed to upload ${item.file.name}`,
          variant: 'destructive',
        });
        return null;
      }
    }
    return results;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (blank) {
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
    const current = new AbortController();
    controller.current = current;
    try {
      const media = await uploadAll(current.signal);
      if (!media) return;
      await submitCreatePageForm({
        content: content.trim(),
        location: location.trim(),
        destinationCode: destinationCodeFor(destination, location),
        tags: tags.trim(),
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
      if (controller.current === current) controller.current = null;
      setSubmitting(false);
    }
  };

  const uploadingNow = items.some((item) => item.status === 'uploading');

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
          <div className="flex gap-3">
            <Avatar src={user.profileImageUrl} initials={userInitials(user)} className="mt-1" />
            <div className="grid min-w-0 flex-1 gap-1.5">
              <label htmlFor={ids.content} className="text-sm font-semibold text-ink">
                What&apos;s your story?
              </label>
              <textarea
                id={ids.content}
                ref={contentRef}
                value={content}
                onChange={(event) => setContent(event.target.value)}
                maxLength={POST_CONTENT_MAX_LENGTH}
                placeholder="Where did you go? What surprised you? Any tips for the next traveller?"
                aria-describedby={`${ids.content}-count`}
                className="min-h-40 w-full resize-y rounded-xl border border-line bg-surface px-3.5 py-2.5 text-base text-ink placeholder:text-ink-muted"
              />
              <p id={`${ids.content}-count`} className="text-right text-xs text-ink-muted">
                {content.length.toLocaleString('en')} /{' '}
                {POST_CONTENT_MAX_LENGTH.toLocaleString('en')}
              </p>
            </div>
          </div>

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
                      onRemove={() => {
                        if (item.status === 'uploading') controller.current?.abort();
                        removeItem(item.id);
                      }}
                    >
                      {item.status === 'uploading' ? (
                        <UploadProgress
                          percent={item.progress}
                          label="Uploading..."
                          onCancel={() => controller.current?.abort()}
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
                hint="Images and videos up to 1GB each, uploaded when you share."
              />
            ) : null}
          </div>
        </section>

        <section className="grid gap-5 rounded-3xl border border-line bg-surface p-5 shadow-sm sm:p-6">
          <LocationField
            id={ids.location}
            location={location}
            onLocationChange={setLocation}
            onDestinationChosen={setDestination}
          />

          <div className="grid gap-2">
            <label htmlFor={ids.tags} className="text-sm font-semibold text-ink">
              Tags
            </label>
            <Input
              id={ids.tags}
              value={tags}
              onChange={(event) => setTags(event.target.value)}
              maxLength={2000}
              placeholder="#streetfood #hiddengem #sunset"
              autoComplete="off"
              aria-describedby={`${ids.tags}-hint`}
            />
            <p id={`${ids.tags}-hint`} className="text-xs text-ink-muted">
              Hashtags separated by spaces or commas.
            </p>
          </div>

          <fieldset className="grid gap-2">
            <legend id={ids.privacy} className="mb-2 text-sm font-semibold text-ink">
              Who can see this?
            </legend>
            <div className="grid grid-cols-3 gap-2">
              {PAGE_PRIVACY.map(({ value, label, hint, Icon }) => (
                <label
                  key={value}
                  className={clsx(
                    'flex cursor-pointer flex-col items-center gap-1 rounded-2xl border p-3 text-center transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus',
                    privacy === value
                      ? 'border-brand bg-brand-soft text-brand-strong'
                      : 'border-line bg-surface text-ink hover:border-brand',
                  )}
                >
                  <input
                    type="radio"
                    name="privacy"
                    value={value}
                    checked={privacy === value}
                    onChange={() => setPrivacy(value)}
                    className="sr-only"
                  />
                  <Icon aria-hidden="true" className="size-5" />
                  <span className="text-sm font-semibold">{label}</span>
                  <span className="hidden text-xs text-ink-muted sm:block">{hint}</span>
                </label>
              ))}
            </div>
          </fieldset>

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
          <Button type="submit" size="lg" disabled={blank || submitting}>
            {submitting ? 'Posting...' : 'Share Post'}
          </Button>
        </div>
      </form>
    </div>
  );
}
