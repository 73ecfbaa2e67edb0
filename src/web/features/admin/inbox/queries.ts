import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteEmailRoute,
  INBOX_POLL_MS,
  inboxRoute,
  markReadRoute,
  replyEmailRoute,
  sendEmailRoute,
  type TInboxPage,
} from '../../../../contract/admin-inbox.ts';
import { listAuditRoute } from '../../../../contract/audit.ts';
import { api } from '../../../lib/api.ts';
import { routeKey, routeQueryOptions } from '../../../lib/route-query.ts';
import { useOperatorAction } from '../queries.ts';

export type InboxFolder = 'inbox' | 'sent';

/** Spec 3 §9: the inbox is re-read every 30 seconds while it is on screen. */
export function useInbox(folder: InboxFolder) {
  return useQuery({
    ...routeQueryOptions(inboxRoute, { query: { folder } }),
    refetchInterval: INBOX_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

const INBOX_VIEWS = [inboxRoute, listAuditRoute] as const;

export const useSendEmail = () => useOperatorAction(sendEmailRoute, INBOX_VIEWS);
export const useReplyEmail = () => useOperatorAction(replyEmailRoute, INBOX_VIEWS);
export const useDeleteEmail = () => useOperatorAction(deleteEmailRoute, INBOX_VIEWS);

/** Marks read at once on screen (the 'New' badge goes), then on the server. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(markReadRoute, { params: { id } }),
    onMutate: (id) => {
      client.setQueriesData<TInboxPage>({ queryKey: routeKey(inboxRoute) }, (page) =>
        page
          ? {
              ...page,
              unreadCount: Math.max(
                0,
                page.unreadCount - (page.emails.some((e) => e.id === id && !e.isRead) ? 1 : 0),
              ),
              emails: page.emails.map((email) =>
                email.id === id ? { ...email, isRead: true } : email,
              ),
            }
          : page,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: routeKey(inboxRoute) }),
  });
}
