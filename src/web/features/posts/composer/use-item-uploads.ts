import { useEffect, useRef } from 'react';
import type { TUploadResult } from '../../../../contract/uploads.ts';
import { isUploadCancelled, uploadMedia } from '../../uploads/upload-client.ts';

type UploadItem = { id: number; file: File };

type Handlers<T> = {
  onProgress: (item: T, percent: number) => void;
  onUploaded: (item: T, result: TUploadResult, first: boolean) => void;
  /** `cancelled`: the member stopped it (no failure to report). */
  onFailed: (item: T, cancelled: boolean) => void;
};

type Running = { controller: AbortController; promise: Promise<TUploadResult | null> };

/**
 * Uploads a composer's files one after another as they are added (a phone's single connection
 * is better used by one file at a time). `settle` waits for a file's upload and tries a failed
 * one once more; a cancelled one settles to null. Leaving the page aborts what is running.
 */
export function useItemUploads<T extends UploadItem>(handlers: Handlers<T>) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const running = useRef(new Map<number, Running>());
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    const map = running.current;
    return () => {
      for (const entry of map.values()) entry.controller.abort();
    };
  }, []);

  const start = (item: T, { first = false }: { first?: boolean } = {}) => {
    const controller = new AbortController();
    const promise = queue.current.then(async () => {
      if (controller.signal.aborted) return null;
      latest.current.onProgress(item, 0);
      try {
        const result = await uploadMedia(item.file, {
          signal: controller.signal,
          onProgress: (percent) => latest.current.onProgress(item, percent),
        });
        latest.current.onUploaded(item, result, first);
        return result;
      } catch (error) {
        latest.current.onFailed(item, isUploadCancelled(error) || controller.signal.aborted);
        return null;
      }
    });
    queue.current = promise;
    running.current.set(item.id, { controller, promise });
    return promise;
  };

  const cancel = (id: number) => {
    running.current.get(id)?.controller.abort();
    running.current.delete(id);
  };

  const settle = async (item: T): Promise<TUploadResult | null> => {
    const entry = running.current.get(item.id);
    if (!entry) return start(item);
    const result = await entry.promise;
    if (result || entry.controller.signal.aborted) return result;
    return start(item);
  };

  return { start, cancel, settle };
}
