import { useState } from 'react';
import type { TPost } from '../../../contract/posts.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { MediaPicker } from '../posts/media-picker.tsx';
import {
  checkReadyToPost,
  PostedNotice,
  TestPostText,
  UploadedFile,
  useTestPagePost,
  validateTestFile,
} from './test-page-parts.tsx';
import { TestToolLayout, TestStep } from './test-tool-layout.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { useMediaUpload } from './use-media-upload.ts';

/**
 * /simple-upload (spec 1 §2 test page): one file in one plain request (token, then
 * /api/upload/media, no chunks), then a post {content, imageUrl or videoUrl, public, comments on}.
 */
export function SimpleUploadPage() {
  const upload = useMediaUpload({ chunked: false, skipValidation: true });
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
      const result = await upload.start(file);
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
      {
        content: content.trim(),
        ...(uploaded.type === 'video' ? { videoUrl: uploaded.url } : { imageUrl: uploaded.url }),
        privacy: 'public',
        allowComments: true,
      },
      {
        onSuccess: (result) => {
          setCreated(result);
          setContent('');
          upload.reset();
        },
      },
    );
  };

  return (
    <TestToolLayout
      title="Simple upload"
      description="Uploads one photo or video in a single request (no chunks), then posts it publicly."
    >
      <TestStep step={1} title="Choose a file">
        {upload.state.status === 'uploading' ? (
          <UploadProgress
            percent={upload.state.progress}
            fileName={upload.state.file.name}
            size={upload.state.file.size}
            label="Uploading..."
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
        {upload.state.status === 'error' ? (
          <p role="alert" className="rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger">
            {upload.state.error}
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
