/**
 * Starts a live video and reports 'playing' (or 'muted'). A browser that refuses autoplay with
 * sound gets the video muted and played again; the viewer then offers the unmute button.
 * `stopped` ends the attempt once the player has been stopped.
 */
export function playOrMute(
  video: HTMLVideoElement,
  onPlaying: (state: 'muted' | 'playing') => void,
  stopped: () => boolean = () => false,
): void {
  if (stopped()) return;
  video.play().then(
    () => onPlaying(video.muted ? 'muted' : 'playing'),
    (error: unknown) => {
      if (error instanceof DOMException && error.name === 'NotAllowedError' && !video.muted) {
        video.muted = true;
        playOrMute(video, onPlaying, stopped);
      }
    },
  );
}

/** After the viewer's tap: sound on (the tap lets the browser play with sound). */
export function unmuteVideo(video: HTMLVideoElement): void {
  video.muted = false;
  void video.play().catch(() => undefined);
}
