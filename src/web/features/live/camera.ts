/**
 * The studio camera: asks for video and audio, falls back to video alone when there is no
 * microphone, and turns the browser's refusals into words a member can act on.
 */
export type CameraProblem =
  'denied' | 'no-device' | 'in-use' | 'insecure' | 'unsupported' | 'failed';

export type CameraResult =
  { ok: true; stream: MediaStream; hasAudio: boolean } | { ok: false; problem: CameraProblem };

/** Reads a getUserMedia rejection (a DOMException by name) into a problem. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no-device';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'in-use';
    case 'SecurityError':
      return 'insecure';
    default:
      return 'failed';
  }
}

/** What each problem says, and how to fix it. */
export const CAMERA_PROBLEM_TEXT: Record<CameraProblem, { title: string; help: string }> = {
  denied: {
    title: 'Camera access is blocked',
    help: 'Roamly needs your camera and microphone to go live. Click the camera icon in your browser’s address bar (or open Site settings), choose Allow for Camera and Microphone, then press Try again.',
  },
  'no-device': {
    title: 'No camera found',
    help: 'Connect a camera (or check that it is switched on), then press Try again.',
  },
  'in-use': {
    title: 'Your camera is busy',
    help: 'Another app or tab is using your camera. Close it, then press Try again.',
  },
  insecure: {
    title: 'Camera needs a secure connection',
    help: 'Browsers only share the camera with pages opened over https. Open Roamly through its https address to go live.',
  },
  unsupported: {
    title: 'Live video is not supported here',
    help: 'This browser cannot record video for a live stream. Try a current version of Chrome, Edge or Firefox.',
  },
  failed: {
    title: 'The camera could not start',
    help: 'Something went wrong while starting your camera. Press Try again, or reload the page.',
  },
};

type MediaDevicesLike = Pick<MediaDevices, 'getUserMedia'>;

const VIDEO: MediaTrackConstraints = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  frameRate: { ideal: 30, max: 30 },
  facingMode: 'user',
};

/** Opens the camera (and microphone when there is one). */
export async function openCamera(
  devices: MediaDevicesLike | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.mediaDevices,
): Promise<CameraResult> {
  if (!devices?.getUserMedia) {
    const secure = typeof window === 'undefined' || window.isSecureContext;
    return { ok: false, problem: secure ? 'unsupported' : 'insecure' };
  }
  try {
    const stream = await devices.getUserMedia({ video: VIDEO, audio: true });
    return { ok: true, stream, hasAudio: stream.getAudioTracks().length > 0 };
  } catch (error) {
    const problem = cameraProblemOf(error);
    // A camera without a microphone: broadcast the picture alone rather than nothing.
    if (problem !== 'no-device') return { ok: false, problem };
    try {
      const stream = await devices.getUserMedia({ video: VIDEO, audio: false });
      return { ok: true, stream, hasAudio: false };
    } catch (videoError) {
      return { ok: false, problem: cameraProblemOf(videoError) };
    }
  }
}

/** Stops every track, which switches the camera light off. */
export function stopStream(stream: MediaStream | null | undefined) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
