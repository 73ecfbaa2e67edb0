import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { openCamera, stopStream, type CameraProblem } from './camera.ts';

export type CameraState = {
  status: 'pending' | 'ready' | 'problem';
  problem: CameraProblem | null;
  stream: MediaStream | null;
  hasAudio: boolean;
  retry: () => void;
};

/**
 * The studio's camera on the preview <video>, switched off when the page goes. With `enabled`
 * false (an encoder stream whose preview is off, or while the provider is not known yet) the
 * camera is not asked for and any open one is switched off; status stays 'pending'.
 */
export function useCamera(
  videoRef: RefObject<HTMLVideoElement | null>,
  { enabled = true }: { enabled?: boolean } = {},
): CameraState {
  const [state, setState] = useState<Omit<CameraState, 'retry'>>({
    status: 'pending',
    problem: null,
    stream: null,
    hasAudio: false,
  });
  const [attempt, setAttempt] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'pending', problem: null, stream: null, hasAudio: false });
      return;
    }
    let cancelled = false;
    void openCamera().then((result) => {
      if (cancelled) {
        if (result.ok) stopStream(result.stream);
        return;
      }
      if (!result.ok) {
        setState({ status: 'problem', problem: result.problem, stream: null, hasAudio: false });
        return;
      }
      streamRef.current = result.stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = result.stream;
        void video.play().catch(() => undefined);
      }
      setState({
        status: 'ready',
        problem: null,
        stream: result.stream,
        hasAudio: result.hasAudio,
      });
    });
    return () => {
      cancelled = true;
      stopStream(streamRef.current);
      streamRef.current = null;
    };
  }, [attempt, videoRef, enabled]);

  const retry = useCallback(() => {
    setState({ status: 'pending', problem: null, stream: null, hasAudio: false });
    setAttempt((value) => value + 1);
  }, []);

  return { ...state, retry };
}
