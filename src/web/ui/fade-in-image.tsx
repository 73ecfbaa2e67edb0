import { Photo } from './photo.tsx';

/** A decorative photo that fades in once it has loaded (a `Photo` with `fadeIn`). */
export function FadeInImage({ src, className }: { src: string; className?: string }) {
  return <Photo src={src} fadeIn className={className} />;
}
