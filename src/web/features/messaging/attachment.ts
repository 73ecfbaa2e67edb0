import { useCallback, useEffect, useRef, useState } from 'react';
import {
  MESSAGE_IMAGE_FAILED,
  MESSAGE_IMAGE_MAX_BYTES,
  MESSAGE_IMAGE_TOO_LARGE,
  MESSAGE_IMAGE_WRONG_TYPE,
} from '../../../contract/messaging.ts';
import { IMAGE_EXTENSIONS } from '../../../contract/media.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { isUploadCancelled, uploadMedia } from '../uploads/upload-client.ts';
import { waitUntilServed } from '../uploads/wait-until-served.ts';

/**
 * A photo attached to the message being written: picked (button, paste or drop), checked here,
 * uploaded through the upload endpoints (POST /api/upload/media, or chunks on phones and for
 * large files) with progress and Cancel, then held until the server serves its display JPEG —
 * the URL answers 404 for about half a second while the processing job writes it, and never if
 * the file could not be processed — so a message never carries a picture that shows as broken.
 */

/** What the chooser offers: the types the server's processing accepts. */
export const MESSAGE_IMAGE_ACCEPT =
  'image/jpeg,image/png,image/gif,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.gif,.webp,.heic,.heif';
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
]);

/** Toast titles (spec 1 §8 'Upload Failed' for failures of the upload itself). */
export const ATTACH_TITLES = {
  wrongType: 'Invalid file type',
  tooLarge: 'File too large',
  failed: 'Upload Failed',
} as const;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** null when the file may be attached to a message, else the sentence to show. */
export function checkMessageImage(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const type = file.type.toLowerCase();
  const isImage = type
    ? IMAGE_TYPES.has(type)
    : (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!isImage) return MESSAGE_IMAGE_WRONG_TYPE;
  if (file.size > MESSAGE_IMAGE_MAX_BYTES) return MESSAGE_IMAGE_TOO_LARGE;
  return null;
}

export type ChatAttachment =
  /** Sending the file; `preview` is the chosen picture (an object URL) shown meanwhile. */
  | { phase: 'uploading'; name: string; size: number; preview: string | null; progress: number }
  /** Uploaded; waiting for the server to serve its display JPEG. */
  | { phase: 'processing'; name: string; size: number; preview: string | null; url: string }
  /** Ready to go with the message; the thumbnail is the served picture itself. */
  | { phase: 'ready'; name: string; size: number; preview: null; url: string };

export type ReadyPhoto = { url: string; name: string; size: number };

function objectUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function revoke(url: string | null) {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

export function useMessageAttachment() {
  const [attachment, setAttachment] = useState<ChatAttachment | null>(null);
  const controller = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);

  const clearPreview = () => {
    revoke(preview.current);
    preview.current = null;
  };

  useEffect(
    () => () => {
      controller.current?.abort();
      clearPreview();
    },
    [],
  );

  /** Stops an upload in flight (no toast) and drops the photo. */
  const remove = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    clearPreview();
    setAttachment(null);
  }, []);

  /** Checks, uploads and waits for the photo; problems become toasts. Resolves when settled. */
  const attach = useCallback(async (file: File) => {
    const problem = checkMessageImage(file);
    if (problem) {
      toast({
        title:
          problem === MESSAGE_IMAGE_TOO_LARGE ? ATTACH_TITLES.tooLarge : ATTACH_TITLES.wrongType,
        description: problem,
        variant: 'destructive',
      });
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    clearPreview();
    const local = objectUrl(file);
    preview.current = local;
    const base = { name: file.name, size: file.size, preview: local };
    setAttachment({ phase: 'uploading', ...base, progress: 0 });
    const stillMine = () => controller.current === current && !current.signal.aborted;
    const fail = (description: string) => {
      if (!stillMine()) return;
      controller.current = null;
      clearPreview();
      setAttachment(null);
      toast({ title: ATTACH_TITLES.failed, description, variant: 'destructive' });
    };

    let url: string;
    try {
      const result = await uploadMedia(file, {
        signal: current.signal,
        skipValidation: true,
        onProgress: (progress) => {
          if (!stillMine()) return;
          setAttachment((previous) =>
            previous?.phase === 'uploading' ? { ...previous, progress } : previous,
          );
        },
      });
      if (result.type !== 'image') {
        // The bytes were a video under a photo's name: not a chat photo.
        fail(MESSAGE_IMAGE_WRONG_TYPE);
        return;
      }
      url = result.url;
    } catch (error) {
      if (isUploadCancelled(error)) return;
      fail(error instanceof Error ? error.message : 'Upload failed');
      return;
    }
    if (!stillMine()) return;
    setAttachment({ phase: 'processing', ...base, url });
    const served = await waitUntilServed(url, { signal: current.signal });
    if (!stillMine()) return;
    if (!served) {
      fail(MESSAGE_IMAGE_FAILED);
      return;
    }
    controller.current = null;
    clearPreview();
    setAttachment({ phase: 'ready', name: file.name, size: file.size, preview: null, url });
  }, []);

  /** The ready photo, handed to a send: the composer is empty afterwards. */
  const take = useCallback((): ReadyPhoto | null => {
    if (attachment?.phase !== 'ready') return null;
    setAttachment(null);
    return { url: attachment.url, name: attachment.name, size: attachment.size };
  }, [attachment]);

  /** A send that failed gives its photo back (unless another one was picked meanwhile). */
  const restore = useCallback((photo: ReadyPhoto) => {
    setAttachment((current) => current ?? { phase: 'ready', ...photo, preview: null });
  }, []);

  /** The photo went out with a message (classic screen): drop it if it is still the one shown. */
  const removeIf = useCallback((url: string) => {
    setAttachment((current) =>
      current?.phase === 'ready' && current.url === url ? null : current,
    );
  }, []);

  return { attachment, attach, remove, take, restore, removeIf };
}
