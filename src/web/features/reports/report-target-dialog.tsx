import { ReportDialog } from './report-dialog.tsx';
import { useReport, type ReportTarget } from './queries.ts';

const TEXT = {
  comment: {
    title: 'Report Comment',
    description: "Why are you reporting this comment? Its author won't know it was you.",
  },
  user: {
    title: 'Report Member',
    description: "Why are you reporting this member? They won't know it was you.",
  },
  message: {
    title: 'Report Message',
    description: "Why are you reporting this message? The sender won't know it was you.",
  },
} as const;

/** The report dialog for a comment, a member or a message, in Report Post's look. */
export function ReportTargetDialog({
  target,
  returnFocus,
  onClose,
}: {
  target: ReportTarget;
  returnFocus: HTMLElement | null;
  onClose: () => void;
}) {
  const text = TEXT[target.type];
  return (
    <ReportDialog
      title={text.title}
      description={text.description}
      report={useReport(target)}
      returnFocus={returnFocus}
      onClose={onClose}
    />
  );
}
