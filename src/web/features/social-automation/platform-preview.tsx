import {
  Bookmark,
  Heart,
  MessageCircle,
  Music2,
  Repeat2,
  Send,
  Share2,
  ThumbsUp,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { TPublishTarget } from '../../../contract/social-rules.ts';
import { PlatformMark } from './platform-mark.tsx';

/**
 * Spec 3 §2: a post drawn the way its platform shows it (X, Facebook, Instagram, LinkedIn, TikTok,
 * and Roamly or any other as a generic card). Engagement counts are left out: before a post is
 * published there are none, and invented numbers would read as real.
 */
export type PreviewContent = {
  platform: TPublishTarget;
  text: string;
  imageUrl: string | null;
  destination: string;
};

const HANDLE = 'roamly';

function Media({ src, alt, className }: { src: string | null; alt: string; className: string }) {
  if (!src) return null;
  return <img src={src} alt={alt} loading="lazy" className={className} />;
}

/** Icons of a platform's action bar: drawn for the look, not buttons (a preview does nothing). */
function ActionBar({ items }: { items: { icon: ReactNode; label?: string }[] }) {
  return (
    <div aria-hidden="true" className="flex items-center justify-between gap-2 text-ink-muted">
      {items.map((item, index) => (
        <span key={index} className="inline-flex items-center gap-1 text-xs">
          {item.icon}
          {item.label}
        </span>
      ))}
    </div>
  );
}

const ICON = 'size-4';

function Header({ platform, sub }: { platform: TPublishTarget; sub: string }) {
  return (
    <div className="flex items-center gap-2">
      <PlatformMark platform={platform} size="sm" />
      <div className="min-w-0 text-xs leading-tight">
        <p className="font-semibold text-ink">Roamly</p>
        <p className="text-ink-muted">{sub}</p>
      </div>
    </div>
  );
}

const TEXT = 'text-sm whitespace-pre-line break-words text-ink';

export function PlatformPreview({ post, clamp = true }: { post: PreviewContent; clamp?: boolean }) {
  const alt = `Image for ${post.destination}`;
  const lines = clamp ? 'line-clamp-6' : '';
  switch (post.platform) {
    case 'twitter':
      return (
        <div className="grid gap-2">
          <Header platform="twitter" sub={`@${HANDLE}`} />
          <p className={`${TEXT} ${lines}`}>{post.text}</p>
          <Media
            src={post.imageUrl}
            alt={alt}
            className="aspect-video w-full rounded-2xl border border-line object-cover"
          />
          <ActionBar
            items={[
              { icon: <MessageCircle className={ICON} /> },
              { icon: <Repeat2 className={ICON} /> },
              { icon: <Heart className={ICON} /> },
              { icon: <Share2 className={ICON} /> },
            ]}
          />
        </div>
      );
    case 'facebook':
      return (
        <div className="grid gap-2">
          <Header platform="facebook" sub="Page · Public" />
          <p className={`${TEXT} ${lines}`}>{post.text}</p>
          <Media src={post.imageUrl} alt={alt} className="aspect-[1.91/1] w-full object-cover" />
          <div className="border-t border-line pt-2">
            <ActionBar
              items={[
                { icon: <ThumbsUp className={ICON} />, label: 'Like' },
                { icon: <MessageCircle className={ICON} />, label: 'Comment' },
                { icon: <Share2 className={ICON} />, label: 'Share' },
              ]}
            />
          </div>
        </div>
      );
    case 'instagram':
      return (
        <div className="grid gap-2">
          <Header platform="instagram" sub={post.destination} />
          <Media src={post.imageUrl} alt={alt} className="aspect-[4/5] w-full object-cover" />
          <div aria-hidden="true" className="flex items-center gap-3 text-ink">
            <Heart className={ICON} />
            <MessageCircle className={ICON} />
            <Send className={ICON} />
            <Bookmark className={`${ICON} ml-auto`} />
          </div>
          <p className={`${TEXT} ${lines}`}>
            <span className="font-semibold">{HANDLE} </span>
            {post.text}
          </p>
        </div>
      );
    case 'linkedin':
      return (
        <div className="grid gap-2">
          <Header platform="linkedin" sub="Travel social network" />
          <p className={`${TEXT} ${lines}`}>{post.text}</p>
          <Media src={post.imageUrl} alt={alt} className="aspect-[1.91/1] w-full object-cover" />
          <div className="border-t border-line pt-2">
            <ActionBar
              items={[
                { icon: <ThumbsUp className={ICON} />, label: 'Like' },
                { icon: <MessageCircle className={ICON} />, label: 'Comment' },
                { icon: <Repeat2 className={ICON} />, label: 'Repost' },
                { icon: <Send className={ICON} />, label: 'Send' },
              ]}
            />
          </div>
        </div>
      );
    case 'tiktok':
      return (
        <div className="relative mx-auto aspect-[9/16] w-full max-w-60 overflow-hidden rounded-2xl bg-gray-900">
          <Media
            src={post.imageUrl}
            alt={alt}
            className="absolute inset-0 size-full object-cover"
          />
          <div className="absolute inset-x-0 bottom-0 grid gap-1 bg-gradient-to-t from-black/85 to-transparent p-3 pt-10 text-white">
            <p className="text-xs font-semibold">@{HANDLE}</p>
            <p className="line-clamp-4 text-xs whitespace-pre-line break-words">{post.text}</p>
            <p className="flex items-center gap-1 text-[0.65rem]">
              <Music2 aria-hidden="true" className="size-3" /> Original sound · Roamly
            </p>
          </div>
        </div>
      );
    default:
      return (
        <div className="grid gap-2">
          <Header platform={post.platform} sub={post.destination} />
          <Media
            src={post.imageUrl}
            alt={alt}
            className="aspect-[4/3] w-full rounded-xl object-cover"
          />
          <p className={`${TEXT} ${lines}`}>{post.text}</p>
          <ActionBar
            items={[
              { icon: <Heart className={ICON} />, label: 'Like' },
              { icon: <MessageCircle className={ICON} />, label: 'Comment' },
              { icon: <Share2 className={ICON} />, label: 'Share' },
            ]}
          />
        </div>
      );
  }
}
