import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { HlsPlayer } from './hls-player.ts';
import type { PlayerState } from './player.ts';

/** IVS: plays `playbackUrl` (HLS) on the <video>; nothing happens while it is null. */
export function useHlsViewer({
  videoRef,
  playbackUrl,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  playbackUrl: string | null;
}) {
  const [playerState, setPlayerState] = useState<PlayerState>('connecting');
  const player = useRef<HlsPlayer | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !playbackUrl) return;
    const next = new HlsPlayer(video, playbackUrl, { onState: setPlayerState });
    player.current = next;
    next.start();
    return () => {
      next.stop();
      player.current = null;
    };
  }, [videoRef, playbackUrl]);

  const unmute = useCallback(() => player.current?.unmute(), []);
  return { playerState, unmute };
}
