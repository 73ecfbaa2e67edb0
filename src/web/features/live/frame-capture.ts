/**
 * One still of the live preview for the AI analysis: the <video>'s current frame drawn into a
 * canvas (at most 640 px wide, as the analyze route asks) and encoded as JPEG.
 */
export const CAPTURE_MAX_WIDTH = 640;
export const CAPTURE_JPEG_QUALITY = 0.7;

/** The canvas size for a frame: the video's own size, scaled down to `maxWidth`. */
export function captureSize(
  videoWidth: number,
  videoHeight: number,
  maxWidth = CAPTURE_MAX_WIDTH,
): { width: number; height: number } | null {
  if (videoWidth <= 0 || videoHeight <= 0) return null;
  const scale = Math.min(1, maxWidth / videoWidth);
  return { width: Math.round(videoWidth * scale), height: Math.round(videoHeight * scale) };
}

/** The frame as a JPEG data URL; null while the video has no picture yet. */
export function captureFrame(video: HTMLVideoElement): string | null {
  const size = captureSize(video.videoWidth, video.videoHeight);
  if (!size) return null;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, size.width, size.height);
  const url = canvas.toDataURL('image/jpeg', CAPTURE_JPEG_QUALITY);
  return url.startsWith('data:image/jpeg') ? url : null;
}
