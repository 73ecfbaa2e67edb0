import { useCallback, useEffect, useRef, useState } from 'react';
import type { TUploadResult } from '../../../contract/uploads.ts';
import {
  isUploadCancelled,
  shouldChunk,
  uploadMedia,
  type MediaUploadOptions,
} from './upload-client.ts';

/**
 * One upload's state for a screen: idle → uploading (percent) → done (the server's result) or
 * error (a spec 1 §8 message). Cancel returns to idle. An upload still running when the component
 * unmounts is aborted.
 */
export type MediaUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; progress: number; chunked: boolean }
  | { status: 'done'; file: File; result: TUploadResult }
  | { status: 'error'; file: File; error: string };

export type StartUpload = (
  file: File,
  options?: MediaUploadOptions,
) => Promise<TUploadResult | null>;

export function useMediaUpload(defaults: MediaUploadOptions = {}) {
  const [state, setState] = useState<MediaUploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;

  useEffect(() => () => controller.current?.abort(), []);

  /**
   * Resolves with the result, or null when cancelled (or replaced by a newer upload); rejects
   * with the UploadError of a failure, which the state also keeps.
   */
  const start: StartUpload = useCallback(async (file, options = {}) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const merged = { ...defaultsRef.current, ...options };
    setState({ status: 'uploading', file, progress: 0, chunked: shouldChunk(file, merged) });
    try {
      const result = await uploadMedia(file, {
        ...merged,
        signal: current.signal,
        onProgress: (progress) => {
          if (controller.current !== current) return;
          setState((previous) =>
            previous.status === 'uploading' ? { ...previous, progress } : previous,
          );
          merged.onProgress?.(progress);
        },
      });
      if (controller.current !== current) return null;
      controller.current = null;
      setState({ status: 'done', file, result });
      return result;
    } catch (error) {
      if (controller.current !== current) return null;
      controller.current = null;
      if (isUploadCancelled(error)) {
        setState({ status: 'idle' });
        return null;
      }
      setState({
        status: 'error',
        file,
        error: error instanceof Error ? error.message : 'Upload failed',
      });
      throw error;
    }
  }, []);

  const cancel = useCallback(() => {
    const current = controller.current;
    controller.current = null;
    current?.abort();
    setState({ status: 'idle' });
  }, []);

  const reset = cancel;

  return { state, start, cancel, reset };
}
