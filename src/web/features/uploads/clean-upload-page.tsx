import { useState } from 'react';
import {
  TEST_PAGE_CHUNK_SIZE_BYTES,
  TEST_PAGE_CHUNK_THRESHOLD_BYTES,
} from '../../../contract/media.ts';
import type { TPost } from '../../../contract/posts.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { MediaPicker } from '../posts/media-picker.tsx';
import { formatFileSize } from './file-size.ts';
import {
  checkReadyToPost,
  PostedNotice,
  TestPostText,
  UploadedFile,
  useTestPagePost,
  validateTestFile,
} from './test-page-parts.tsx';
import { TestToolLayout, TestStep } from './test-tool-layout.tsx';
import type { StepFailure } from './upload-client.ts';
import { UploadProgress } from './upload-progress.tsx';
import { useMediaUpload } from './use-media-upload.ts';

/** What a refused step says: the server's reason, else its status, else the transport's error. */
function reason({ serverMessage, status, message }: StepFailure): string {
  return serverMessage ?? (status !== undefined ? `server answered ${status}` : message);
}

/** 'Chunk {n} failed: {message}' (n counts from 1) and 'Finalization failed: {message}'. */
export const chunkFailureMessage = (failure: StepFailure & { index: number }) =>
  `Chunk ${failure.index + 1} failed: ${reason(failure)}`;
export const finalizeFailureMessage = (failure: StepFailure) =>
  `Finalization failed: ${reason(failure)}`;

/**
 * /clean-upload (spec 1 §2 test page): files over 100 MB go in 50 MB chunks (resumed after a
 * dropped connection), smaller ones in one request; then a post {content, mediaUrl, mediaType}.
 */
export function CleanUploadPage() {
  const upload = useMediaUpload({
    skipValidation: true,
    chunkSize: TEST_PAGE_CHUNK_SIZE_BYTES,
    chunkMessage: chunkFailureMessage,
    finalizeMessage: finalizeFailureMessage,
  });
  const post = useTestPagePost();
  const [content, setContent] = useState('');
  const [created, setCreated] = useState<TPost | null>(null);
  const uploaded = upload.state.status === 'done' ? upload.state.result : null;

  const choose = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const problem = validateTestFile(file);
    if (problem) {
      toast({ title: 'Invalid File', description: problem, variant: 'destructive' });
      return;
    }
    setCreated(null);
    try {
      const result = await upload.start(file, {
        chunked: file.size > TEST_PAGE_CHUNK_THRESHOLD_BYTES,
      });
      if (result) toast({ title: 'Upload Successful', description: file.name, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Upload Failed',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  };

  const share = () => {
    if (!checkReadyToPost(content, uploaded) || !uploaded) return;
    post.mutate(
      { content: content.trim(), mediaUrl: uploaded.url, mediaType: uploaded.type },
      {
        onSuccess: (result) => {
          setCreated(result);
          setContent('');
          upload.reset();
        },
      },
    );
  };

  const state = upload.state;
  const totalParts =
    state.status === 'uploading' ? Math.ceil(state.file.size / TEST_PAGE_CHUNK_SIZE_BYTES) : 0;
  const currentPart =
    state.status === 'uploading'
      ? Math.min(
          totalParts,
          Math.floor(((state.progress / 100) * state.file.size) / TEST_PAGE_CHUNK_SIZE_BYTES) + 1,
        )
      : 0;

  return (
    <TestToolLayout
      title="Chunked upload"
      description={`Files over ${formatFileSize(TEST_PAGE_CHUNK_THRESHOLD_BYTES)} are sent in ${formatFileSize(TEST_PAGE_CHUNK_SIZE_BYTES)} chunks and joined on the server; smaller files go in one request.`}
    >
      <TestStep step={1} title="Choose a file">
        {state.status === 'uploading' ? (
          <UploadProgress
            percent={state.progress}
            fileName={state.file.name}
            size={state.file.size}
            label={state.chunked ? 'Uploading in chunks...' : 'Uploading...'}
            detail={state.chunked ? `Chunk ${currentPart} of ${totalParts}` : undefined}
            onCancel={upload.cancel}
          />
        ) : (
          <MediaPicker
            onFiles={(files) => void choose(files)}
            title={uploaded ? 'Choose another file' : 'Choose a photo or video'}
            hint="One image or video under 1GB."
            compact={Boolean(uploaded)}
          />
        )}
        {state.status === 'error' ? (
          <p role="alert" className="rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger">
            {state.error}
          </p>
        ) : null}
        {uploaded ? <UploadedFile result={uploaded} /> : null}
      </TestStep>

      <TestStep step={2} title="Post it">
        <TestPostText value={content} onChange={setContent} disabled={post.isPending} />
        <div className="flex justify-end">
          <Button onClick={share} disabled={post.isPending}>
            {post.isPending ? 'Posting...' : 'Create Post'}
          </Button>
        </div>
        {created ? <PostedNotice post={created} onAnother={() => setCreated(null)} /> : null}
      </TestStep>
    </TestToolLayout>
  );
}
