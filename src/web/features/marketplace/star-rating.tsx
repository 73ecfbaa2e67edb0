import { clsx } from 'clsx';
import { Star } from 'lucide-react';

/** '★ 4.7 (1,234)' on a marketplace card, read as 'Rated 4.7 (1,234 reviews)'. */
export function StarRating({
  rating,
  reviewCount,
  className,
}: {
  rating: number;
  reviewCount: number;
  className?: string;
}) {
  return (
    <p className={clsx('flex items-center gap-1 text-sm text-ink', className)}>
      <Star aria-hidden="true" className="size-4 fill-sun text-sun" />
      <span className="sr-only">Rated </span>
      <span className="font-semibold">{rating.toFixed(1)}</span>
      <span className="text-ink-muted">
        ({reviewCount.toLocaleString('en-US')}
        <span className="sr-only"> reviews</span>)
      </span>
    </p>
  );
}
