import { Radio, WifiOff } from 'lucide-react';
import { useRef, useState } from 'react';
import type { TSelfUser } from '../../../contract/users.ts';
import { Button } from '../../ui/button.tsx';
import { AiAnalysisPanel } from './ai-analysis-panel.tsx';
import { EncoderCard } from './encoder-card.tsx';
import { LiveChat } from './live-chat.tsx';
import { StreamStage } from './stream-stage.tsx';
import { AiFeaturesCard, LiveStatsCard, ReadinessCard, StudioBanner } from './studio-cards.tsx';
import { chatPerMinute, isOnAir } from './studio-state.ts';
import { useCamera } from './use-camera.ts';
import { useStudio } from './use-studio.ts';
import { streamingStatusQuery } from './queries.ts';
import { useQuery } from '@tanstack/react-query';

/** A session of this member still live from an earlier visit: take it over or end it. */
function ResumeNotice({
  onResume,
  onEnd,
  canResume,
}: {
  onResume: () => void;
  onEnd: () => void;
  canResume: boolean;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-accent/30 bg-accent-soft p-4 text-sm text-ink"
    >
      <Radio aria-hidden="true" className="size-5 text-accent" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">You are still live.</span> A stream you started earlier has
        not ended yet.
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onResume} disabled={!canResume}>
          Resume broadcast
        </Button>
        <Button size="sm" variant="outline" onClick={onEnd}>
          End it
        </Button>
      </div>
    </div>
  );
}

/**
 * /live-studio (spec 2 §2): the left column (readiness, banner, AI Live Features, Live Stats
 * while live) beside Live Stream Control, the AI analysis and the chat. From 1280 px the chat sits beside the stage. On phones the stage comes
 * right after the banner, then the chat; the setup cards follow.
 *
 * With the IVS provider an encoder (OBS…) broadcasts: the camera is asked for only when the
 * member turns the optional preview on, and the encoder card shows the ingest server and key.
 */
export function StudioPage({ user }: { user: TSelfUser }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const statusQuery = useQuery(streamingStatusQuery());
  const provider = statusQuery.isError ? 'local' : (statusQuery.data?.provider ?? null);
  const [preview, setPreview] = useState(false);
  // The local relay needs the camera; an encoder stream only for the optional preview.
  const camera = useCamera(videoRef, {
    enabled: provider === 'local' || (provider === 'ivs' && preview),
  });
  const studio = useStudio({ camera, videoRef, myId: user.id });
  const encoder = studio.encoder;
  const { state } = studio;
  const onAir = isOnAir(state);
  const leftover = studio.leftover;

  const status = studio.status.isError
    ? ({ state: 'error' } as const)
    : studio.status.data
      ? ({ state: 'ready', ...studio.status.data } as const)
      : ({ state: 'loading' } as const);
  const microphone =
    camera.status === 'ready' ? (camera.hasAudio ? 'ready' : 'problem') : camera.status;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-6 xl:grid-cols-[19rem_minmax(0,1fr)]">
      <div className="contents lg:col-start-1 lg:row-start-1 lg:grid lg:gap-6">
        <ReadinessCard
          className="order-6 lg:order-none"
          status={status}
          channelArn={studio.channelArn}
          camera={camera.status}
          microphone={microphone}
          encoder={encoder}
        />
        <StudioBanner className="order-1 lg:order-none" live={onAir} />
        <AiFeaturesCard className="order-7 lg:order-none" />
        {onAir ? (
          <LiveStatsCard
            className="order-4 lg:order-none"
            viewers={state.viewers}
            peakViewers={state.peakViewers}
            avgWatchSeconds={studio.avgWatchSeconds}
            chatPerMinute={chatPerMinute(state.comments, state.duration)}
          />
        ) : null}
      </div>
      <div className="contents lg:col-start-2 lg:row-start-1 lg:grid lg:gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        {leftover ? (
          <div className="order-2 lg:order-none xl:col-span-2">
            <ResumeNotice
              canResume={encoder || camera.status === 'ready'}
              onResume={() => void studio.resume(leftover)}
              onEnd={() => void studio.endOther(leftover)}
            />
          </div>
        ) : null}
        {studio.reconnecting ? (
          <p
            role="status"
            className="order-2 flex items-center gap-2 rounded-2xl bg-danger-soft p-3 text-sm font-medium text-danger lg:order-none xl:col-span-2"
          >
            <WifiOff aria-hidden="true" className="size-4" />
            Connection lost — reconnecting your stream…
          </p>
        ) : null}
        <StreamStage
          className="order-2 lg:order-none"
          videoRef={videoRef}
          camera={camera.status}
          problem={camera.problem}
          state={state}
          goLiveEnabled={studio.goLiveEnabled}
          onGoLive={() => void studio.goLive()}
          onEnd={() => void studio.end()}
          onRetryCamera={camera.retry}
          location={studio.analysis.state === 'done' ? studio.analysis.result.location : null}
          encoder={
            encoder ? { preview, onTogglePreview: () => setPreview((value) => !value) } : null
          }
        />
        {encoder ? (
          <EncoderCard className="order-2 lg:order-none" ingest={studio.ingest} onAir={onAir} />
        ) : null}
        <LiveChat
          className="order-3 h-[26rem] lg:order-none xl:row-span-2 xl:h-auto xl:max-h-[40rem] xl:self-stretch"
          entries={studio.chat}
          onSend={studio.sendChat}
          disabledReason={
            encoder ? 'Chat is not available on encoder streams' : 'Chat opens when you go live'
          }
        />
        <AiAnalysisPanel
          className="order-5 lg:order-none"
          analysis={studio.analysis}
          needsPreview={encoder && camera.status !== 'ready'}
        />
      </div>
    </div>
  );
}
