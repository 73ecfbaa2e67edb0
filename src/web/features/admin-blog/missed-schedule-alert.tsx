import { AlertTriangle } from 'lucide-react';
import { MISSED_SCHEDULE_MINUTES } from '../../../contract/blog.ts';

/**
 * The missed-schedule alarm (Ghost #8485): a scheduled post more than a few minutes late means
 * the publishing job is not running. Says what to do rather than failing silently.
 */
export function MissedScheduleAlert({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-danger bg-danger-soft px-4 py-3 text-sm text-danger"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-semibold">
          {count === 1 ? '1 scheduled post missed' : `${count} scheduled posts missed`} its publish
          time
        </strong>{' '}
        by more than {MISSED_SCHEDULE_MINUTES} minutes. The publishing job is not running: check the
        server&apos;s background jobs, or open the post and publish it now.
      </p>
    </div>
  );
}
