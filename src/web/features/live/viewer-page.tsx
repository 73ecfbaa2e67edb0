import { useQuery } from '@tanstack/react-query';
import { Eye, LoaderCircle, MapPin, Radio, Volume2, VideoOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TStreamSession } from '../../../contract/streaming.ts';
import { userDisplayName, userInitials } from '../../../contract/user-names.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { StatusMessage } from '../../components/status-message.tsx';
import { ApiError } from '../../lib/api.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { LiveChat } from './live-chat.tsx';
import { formatCount, formatDuration } from './live-format.ts';
import { streamSessionQuery } from './queries.ts';
import { LiveBadge } from './stream-stage.tsx';
import { useHlsViewer } from './use-hls-viewer.ts';
import { useViewer } from './use-viewer.ts';

/** IVS streams have no watch socket: the viewer count and the end come from this poll. */
export const IVS_SESSION_POLL_MS = 10_000;

/** Seconds since `startedAt`, ticking once a second while `running`. */
function useElapsed(startedAt: string, running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, (now - Date.parse(startedAt)) / 1000);
}

function Owner({ session }: { session: TStreamSession }) {
  const name = userDisplayName(session.owner);
  return (
    <div className="flex items-start gap-3">
      <Link to={`/profile/${session.owner.id}`} className="shrink-0 rounded-full">
        <Avatar
          src={session.owner.profileImageUrl}
          initials={userInitials(session.owner)}
          size="md"
          className="ring-2 ring-badge ring-offset-2"
        />
        <span className="sr-only">{name}’s profile</span>
      </Link>
      <div className="min-w-0">
        <h1 className="font-display text-2xl font-semibold tracking-tight text-ink">
          {session.title}
        </h1>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          <Link
            to={`/profile/${session.owner.id}`}
            className="font-semibold text-ink hover:underline"
          >
            {name}
          </Link>
          {session.location ? (
            <span className="flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5" />
              {session.location}
            </span>
          ) : null}
          {session.category ? <span>{session.category}</span> : null}
        </p>
        {session.description ? (
          <p className="mt-2 text-sm text-ink">{session.description}</p>
        ) : null}
      </div>
    </div>
  );
}

function EndedNotice({ session }: { session: TStreamSession }) {
  const minutes =
    session.endedAt !== null
      ? formatDuration((Date.parse(session.endedAt) - Date.parse(session.startedAt)) / 1000)
      : null;
  return (
    <div className="absolute inset-0 grid place-items-center bg-black/75 p-6 text-center text-white">
      <div>
        <VideoOff aria-hidden="true" className="mx-auto size-10" />
        <h2 className="mt-3 text-2xl font-semibold">Stream Ended</h2>
        <p className="mt-1 text-sm text-white/85">
          {userDisplayName(session.owner)} has ended this live stream
          {minutes ? ` after ${minutes}` : ''}. Thanks for watching!
        </p>
        <Link
          to={`/profile/${session.owner.id}`}
          className={buttonVariants({ variant: 'light', size: 'sm', className: 'mt-4' })}
        >
          View profile
        </Link>
      </div>
    </div>
  );
}

function Watch({ session, user }: { session: TStreamSession; user: TSelfUser }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const alreadyEnded = session.status === 'ended';
  // IVS plays HLS from the provider; the local relay streams over the watch socket.
  const hlsMode = session.provider === 'ivs';
  const relay = useViewer({
    videoRef,
    watchPath: alreadyEnded || hlsMode ? null : session.playback.watchPath,
    myId: user.id,
    initialViewers: session.viewerCount,
  });
  const hls = useHlsViewer({
    videoRef,
    playbackUrl: alreadyEnded || !hlsMode ? null : session.playback.playbackUrl,
  });
  const viewer = hlsMode
    ? {
        ...relay,
        playerState: hls.playerState,
        unmute: hls.unmute,
        viewers: session.viewerCount,
        sendChat: undefined,
      }
    : relay;
  const ended = alreadyEnded || viewer.closed === 'ended';
  const gone = viewer.closed !== null && viewer.closed !== 'ended';
  const showing = viewer.playerState === 'playing' || viewer.playerState === 'muted';
  const elapsed = useElapsed(session.startedAt, !ended && !gone);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
      <div className="grid content-start gap-4">
        <div className="relative aspect-video overflow-hidden rounded-2xl bg-[#0d1114] text-white shadow-sm">
          <video
            ref={videoRef}
            playsInline
            autoPlay
            aria-label={`Live stream by ${userDisplayName(session.owner)}`}
            data-testid="live-video"
            className="size-full object-contain"
          />
          {!ended && !gone ? (
            <div className="pointer-events-none absolute inset-x-0 top-0 flex items-center justify-between bg-gradient-to-b from-black/60 to-transparent p-3">
              <span className="flex items-center gap-2">
                <LiveBadge />
                <span className="rounded-md bg-black/55 px-2 py-0.5 text-xs font-semibold tabular-nums">
                  {formatDuration(elapsed)}
                </span>
              </span>
              <span
                className="flex items-center gap-1 rounded-md bg-black/55 px-2 py-0.5 text-xs font-semibold"
                data-testid="viewer-count"
              >
                <Eye aria-hidden="true" className="size-3.5" />
                {formatCount(viewer.viewers)}
                <span className="sr-only"> watching</span>
              </span>
            </div>
          ) : null}
          {!ended && !gone && !showing ? (
            <p
              className="absolute inset-0 grid place-items-center p-6 text-center text-sm text-white/85"
              role="status"
            >
              <span className="flex items-center gap-2">
                {viewer.playerState === 'unsupported' ? (
                  'This browser cannot play live video. Try a current Chrome, Edge or Firefox.'
                ) : (
                  <>
                    <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                    {viewer.playerState === 'connecting'
                      ? 'Joining the stream…'
                      : hlsMode
                        ? 'Waiting for the broadcaster’s video…'
                        : 'Waiting for the video…'}
                  </>
                )}
              </span>
            </p>
          ) : null}
          {viewer.playerState === 'muted' && !ended ? (
            <Button
              variant="light"
              size="sm"
              className="absolute bottom-3 left-3"
              onClick={viewer.unmute}
            >
              <Volume2 aria-hidden="true" className="size-4" />
              Tap to unmute
            </Button>
          ) : null}
          {ended ? <EndedNotice session={session} /> : null}
          {gone ? (
            <div
              role="alert"
              className="absolute inset-0 grid place-items-center bg-black/75 p-6 text-center"
            >
              <div>
                <p className="text-lg font-semibold">Connection lost</p>
                <p className="mt-1 text-sm text-white/85">
                  We could not stay connected to this stream.
                </p>
                <Button
                  variant="light"
                  size="sm"
                  className="mt-4"
                  onClick={() => window.location.reload()}
                >
                  Reconnect
                </Button>
              </div>
            </div>
          ) : null}
        </div>
        <Owner session={session} />
      </div>
      <LiveChat
        className="h-[28rem] lg:h-[min(40rem,calc(100dvh-8rem))]"
        entries={viewer.chat}
        onSend={ended || gone ? undefined : viewer.sendChat}
        disabledReason={
          ended
            ? 'Chat closed: the stream ended'
            : hlsMode
              ? 'Chat is not available on this stream'
              : 'Chat is unavailable'
        }
      />
    </div>
  );
}

/** /live/:sessionId: one member's live stream, its chat, and what happens when it ends. */
export function ViewerPage({ sessionId, user }: { sessionId: string; user: TSelfUser }) {
  const session = useQuery({
    ...streamSessionQuery(sessionId),
    // An IVS stream is polled for its viewers and its end (the relay's socket says both).
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.provider === 'ivs' && data.status === 'live' ? IVS_SESSION_POLL_MS : false;
    },
  });
  if (session.isPending) return <Spinner page label="Loading the live stream…" />;
  if (session.isError && !session.data) {
    const missing =
      session.error instanceof ApiError &&
      (session.error.status === 404 || session.error.status === 400);
    return (
      <StatusMessage
        icon={<Radio className="size-9" />}
        tone={missing ? 'brand' : 'danger'}
        eyebrow="Live"
        title={missing ? 'Live stream not found' : 'Could not load this stream'}
        description={
          missing
            ? 'This stream does not exist, or it is only visible to the broadcaster’s followers.'
            : 'Check your connection and try again.'
        }
        actions={
          <>
            {missing ? null : <Button onClick={() => void session.refetch()}>Try again</Button>}
            <Link to="/" className={buttonVariants({ variant: missing ? 'primary' : 'outline' })}>
              Back to home
            </Link>
          </>
        }
      />
    );
  }
  return <Watch key={session.data.sessionId} session={session.data} user={user} />;
}
