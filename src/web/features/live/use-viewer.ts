import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { TLiveServerFrame } from '../../../contract/streaming.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { mergeChat, toChatEntry } from './chat-entries.ts';
import type { LiveCloseReason } from './live-socket.ts';
import { LivePlayer, type PlayerState } from './player.ts';
import type { ChatEntry } from './sample-chat.ts';

/**
 * The viewer's live connection: the player on the <video>, the viewer count and the chat from
 * the watch socket, and how it ended. Nothing opens until `watchPath` is known.
 */
export function useViewer({
  videoRef,
  watchPath,
  myId,
  initialViewers,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  watchPath: string | null;
  myId: string;
  initialViewers: number;
}) {
  const [playerState, setPlayerState] = useState<PlayerState>('connecting');
  const [viewers, setViewers] = useState(initialViewers);
  const [chat, setChat] = useState<ChatEntry[]>([]);
  const [closed, setClosed] = useState<LiveCloseReason | null>(null);
  const player = useRef<LivePlayer | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !watchPath) return;
    const onFrame = (frame: TLiveServerFrame) => {
      if (frame.type === 'viewers') setViewers(frame.count);
      else if (frame.type === 'chat')
        setChat((current) => mergeChat(current, [toChatEntry(frame.entry, myId)]));
      else if (frame.type === 'chat_history')
        setChat((current) =>
          mergeChat(
            current,
            frame.entries.map((entry) => toChatEntry(entry, myId)),
          ),
        );
      else if (frame.type === 'ended') setClosed('ended');
      else if (frame.type === 'error') toast({ title: frame.message, variant: 'destructive' });
    };
    const next = new LivePlayer(video, {
      path: watchPath,
      onFrame,
      onState: setPlayerState,
      onClose: setClosed,
    });
    player.current = next;
    next.start();
    return () => {
      next.stop();
      player.current = null;
    };
  }, [videoRef, watchPath, myId]);

  const sendChat = useCallback((text: string) => player.current?.sendChat(text) ?? false, []);
  const unmute = useCallback(() => player.current?.unmute(), []);

  return { playerState, viewers, chat, closed, sendChat, unmute };
}
