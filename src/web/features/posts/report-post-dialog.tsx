import { ReportDialog } from '../reports/report-dialog.tsx';
import { useReportPost } from './queries.ts';

/** Reporting a post: a reason (required) and optional details for the Roamly team. */
export function ReportPostDialog({
  postId,
  returnFocus,
  onClose,
}: {
  postId: string;
  returnFocus: HTMLElement | null;
  onClose: () => void;
}) {
  return (
    <ReportDialog
      title="Report Post"
      description="Why are you reporting this post? The author won't know it was you."
      report={useReportPost(postId)}
      returnFocus={returnFocus}
      onClose={onClose}
    />
  );
}
