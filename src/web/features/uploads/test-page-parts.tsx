import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { MAX_UPLOAD_BYTES } from '../../../contract/media.ts';
import {
  createPostRoute,
  POST_CONTENT_MAX_LENGTH,
  type TCreatePostBody,
  type TPost,
} from '../../../contract/posts.ts';
import type { TUploadResult } from '../../../contract/uploads.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { api, ApiError } from '../../lib/api.ts';
import { Textarea } from '../../ui/input.tsx';
import { invalidateFeeds } from '../posts/feed-queries.ts';
import { formatFileSize } from './file-size.ts';
import { mediaKindOf } from './upload-client.ts';

/** Spec 1 §8 'Upload test pages'. */
export const TEST_PAGE_MESSAGES = {
  tooLarge: 'Please select a file under 1GB',
  wrongType: 'Please select a video or image file',
  missing: 'Please add content and upload a file',
} as const;

/** The test pages' own file check (their words differ from the dialog's). */
export function validateTestFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (file.size >= MAX_UPLOAD_BYTES) return TEST_PAGE_MESSAGES.tooLarge;
  if (!mediaKindOf(file)) return TEST_PAGE_MESSAGES.wrongType;
  return null;
}

/**
 * POST /api/posts from a test page: 'Post Created'; a refusal is 'Post Failed' with the server's
 * reason, anything else 'Error' / 'Failed to create post'.
 */
export function useTestPagePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreatePostBody) => api(createPostRoute, { body }),
    onSuccess: async () => {
      toast({ title: 'Post Created', variant: 'success' });
      await invalidateFeeds(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        toast({
          title: 'Post Failed',
          description: error.serverMessage ?? error.message,
          variant: 'destructive',
        });
      } else {
        toast({ title: 'Error', description: 'Failed to create post', variant: 'destructive' });
      }
    },
  });
}

/** 'Missing Information' unless there is text and an uploaded file. */
export function checkReadyToPost(content: string, uploaded: TUploadResult | null): boolean {
  if (content.trim() && uploaded) return true;
  toast({
    title: 'Missing Information',
    description: TEST_PAGE_MESSAGES.missing,
    variant: 'destructive',
  });
  return false;
}

export function TestPostText({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Post text
      </label>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={POST_CONTENT_MAX_LENGTH}
        disabled={disabled}
        placeholder="A few words to go with the file"
      />
    </div>
  );
}

/** What the server answered for an upload: the URL, kind, stored name and size. */
export function UploadedFile({ result }: { result: TUploadResult }) {
  return (
    <div
      className="grid gap-1 rounded-2xl border border-brand/30 bg-brand-soft/60 px-4 py-3 text-sm"
      data-testid="uploaded-file"
    >
      <p className="flex items-center gap-2 font-semibold text-brand-strong">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        Uploaded {result.type === 'video' ? 'video' : 'image'} · {formatFileSize(result.size)}
      </p>
      <p className="text-xs break-all text-ink-muted">
        <a href={result.url} target="_blank" rel="noreferrer" className="underline">
          {result.url}
        </a>
      </p>
    </div>
  );
}

/** After a post is created: where to see it. */
export function PostedNotice({ post, onAnother }: { post: TPost; onAnother: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand/30 bg-brand-soft/60 px-4 py-3 text-sm"
    >
      <span className="font-semibold text-brand-strong">Post created.</span>
      <span className="flex gap-3">
        <Link to={`/posts/${post.id}`} className="font-semibold text-brand underline">
          View post
        </Link>
        <button type="button" onClick={onAnother} className="font-semibold text-brand underline">
          Upload another
        </button>
      </span>
    </div>
  );
}
