import { useMutation } from '@tanstack/react-query';
import type { TReportPostBody } from '../../../contract/posts.ts';
import {
  ALREADY_REPORTED,
  reportCommentRoute,
  reportMessageRoute,
  reportUserRoute,
} from '../../../contract/reports.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { api, ApiError, errorMessage } from '../../lib/api.ts';

/** What a member can report besides a post (which keeps `useReportPost`). */
export type ReportTarget =
  | { type: 'comment'; postId: string; commentId: string }
  | { type: 'user'; userId: string }
  | { type: 'message'; messageId: string };

const NOUN = { comment: 'comment', user: 'member', message: 'message' } as const;

function send(target: ReportTarget, body: TReportPostBody) {
  switch (target.type) {
    case 'comment':
      return api(reportCommentRoute, {
        params: { id: target.postId, commentId: target.commentId },
        body,
      });
    case 'user':
      return api(reportUserRoute, { params: { id: target.userId }, body });
    case 'message':
      return api(reportMessageRoute, { params: { id: target.messageId }, body });
  }
}

/** Files a report; toasts as Report Post does ("Report submitted", or already reported). */
export function useReport(target: ReportTarget) {
  return useMutation({
    mutationFn: (body: TReportPostBody) => send(target, body),
    onSuccess: () => {
      toast({
        title: 'Report submitted',
        description: `Thank you. The Roamly team will review this ${NOUN[target.type]}.`,
        variant: 'success',
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        toast({ title: ALREADY_REPORTED[target.type] });
        return;
      }
      toast({
        title: `Failed to report ${NOUN[target.type]}`,
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });
}
