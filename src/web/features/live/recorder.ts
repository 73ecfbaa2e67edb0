/**
 * The broadcaster's encoder: MediaRecorder over the camera stream in WebM, one chunk about every
 * second (each is sent to the relay as a binary frame as soon as it exists).
 */
export const RECORDER_TIMESLICE_MS = 1000;

/** Bits per second for the picture; enough for 720p talking-head video on a phone connection. */
export const RECORDER_VIDEO_BPS = 1_500_000;

const WEBM_TYPES = [
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8',
  'video/webm;codecs=vp9',
  'video/webm',
];

/** The first WebM type this browser can record (vp8+opus preferred: every MSE player takes it). */
export function pickRecorderType(
  isTypeSupported: (type: string) => boolean,
  hasAudio = true,
): string | null {
  const types = hasAudio ? WEBM_TYPES : WEBM_TYPES.filter((type) => !type.includes('opus'));
  return types.find((type) => isTypeSupported(type)) ?? null;
}

/** The MSE spelling of a recorder type: `video/webm;codecs=vp8,opus` → `video/webm; codecs="vp8, opus"`. */
export function mseTypeOf(recorderType: string): string {
  const match = /^([^;]+);\s*codecs=("?)([^"]+)\2$/.exec(recorderType.trim());
  if (!match) return recorderType.trim();
  const codecs = match[3]!
    .split(',')
    .map((codec) => codec.trim())
    .filter(Boolean)
    .join(', ');
  return `${match[1]!.trim()}; codecs="${codecs}"`;
}

export type RecorderHandle = { mimeType: string; stop: () => void };

/**
 * Starts recording; each non-empty chunk goes to `onChunk` in order. Returns null when this
 * browser has no WebM MediaRecorder.
 */
export function startRecorder(
  stream: MediaStream,
  onChunk: (chunk: Blob) => void,
  onError: (error: unknown) => void,
): RecorderHandle | null {
  if (typeof MediaRecorder === 'undefined') return null;
  const mimeType = pickRecorderType(
    (type) => MediaRecorder.isTypeSupported(type),
    stream.getAudioTracks().length > 0,
  );
  if (!mimeType) return null;
  const recorder = new MediaRecorder(stream, {
    mimeType,
    videoBitsPerSecond: RECORDER_VIDEO_BPS,
    audioBitsPerSecond: 64_000,
  });
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) onChunk(event.data);
  };
  recorder.onerror = (event) => onError(event);
  recorder.start(RECORDER_TIMESLICE_MS);
  return {
    mimeType: recorder.mimeType || mimeType,
    stop: () => {
      if (recorder.state !== 'inactive') recorder.stop();
    },
  };
}
