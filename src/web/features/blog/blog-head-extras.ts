import { useEffect } from 'react';
import { BLOG_FEED_PATH } from '../../../contract/blog.ts';

/**
 * While a post is open: the feed's alternate link (feed readers find it from the page), and
 * robots noindex for a draft read through its preview link.
 */
export function useBlogHeadExtras({ noindex }: { noindex: boolean }) {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.type = 'application/rss+xml';
    link.title = 'Roamly Blog';
    link.href = BLOG_FEED_PATH;
    document.head.append(link);
    return () => link.remove();
  }, []);
  useEffect(() => {
    if (!noindex) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, [noindex]);
}
