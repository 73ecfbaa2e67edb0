/**
 * Spec 2 §2: the studio shows the stream's duration as minutes:seconds. Minutes keep counting
 * past the hour (a 75-minute stream reads 75:03), which is how live apps show it.
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Viewer counts as a live app shows them: 950, 1.2K, 12K, 1.4M. */
export function formatCount(count: number): string {
  return new Intl.NumberFormat('en-US', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(Math.max(0, count));
}

/** "Ana Lopez" → "AL", for avatars without a photo. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return letters.map((part) => part[0]!.toUpperCase()).join('') || '?';
}
