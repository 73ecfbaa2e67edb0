import type { Viewer } from '../context.ts';
import {
  canAccessAdmin,
  canEnterAdminRoute,
  canManageMember,
  canReadMembers,
  canReadObjectAudit,
} from '../modules/admin/admin.policy.ts';
import { canModerate, canReport } from '../modules/reports/reports.policy.ts';
import { canRevokeSession } from '../modules/auth/sessions.policy.ts';
import { canReadHelpMessages } from '../modules/help/help.policy.ts';
import {
  canMessage,
  canReadConversation,
  type MessageRecipient,
} from '../modules/messaging/messaging.policy.ts';
import {
  canChangePost,
  canDeleteComment,
  canReportPost,
  canSeeLikedPosts,
} from '../modules/posts/posts.policy.ts';
import { canFollow, canViewProfile, type ProfileSubject } from '../modules/people/people.policy.ts';
import { canEnhancePost } from '../modules/ai/ai.policy.ts';
import { canEditProfile, canSeeSelfView } from '../modules/users/users.policy.ts';
import {
  canManageStream,
  canStartStream,
  canWatchStream,
  type StreamSubject,
} from '../modules/streaming/streaming.policy.ts';
import {
  canAccessTrip,
  canReadSharedTrip,
  type TripSubject,
} from '../modules/trips/trips.policy.ts';
import { canManageSubscription } from '../modules/payments/payments.policy.ts';
import { canViewPerformance } from '../modules/performance/performance.policy.ts';

type Rule<R> = {
  policy: (viewer: Viewer | null, resource: R) => boolean;
  /** 404 where a refusal must not reveal that the resource exists. */
  deny: 403 | 404;
  message: string;
  /** Members-only: nobody signed in gets 401 before the policy runs. */
  members: boolean;
};

const rule = <R>(r: Rule<R>) => r;

/**
 * Every action a viewer can be refused, by name. Features add theirs here from their own
 * `<feature>.policy.ts`; `authorize(viewer, name, resource)` reads this table.
 */
export const actions = {
  'admin.access': rule<null>({
    policy: (viewer) => canAccessAdmin(viewer),
    deny: 403,
    message: 'Admin access required',
    members: true,
  }),
  'performance.view': rule<null>({
    policy: (viewer) => canViewPerformance(viewer),
    deny: 403,
    message: 'Only admins can see the performance dashboard',
    members: true,
  }),
  'admin.route': rule<{ openToModerators: boolean }>({
    policy: canEnterAdminRoute,
    deny: 403,
    message: 'Admin access required',
    members: true,
  }),
  'admin.members.read': rule<null>({
    policy: (viewer) => canReadMembers(viewer),
    deny: 403,
    message: 'Only admins and moderators can see member pages',
    members: true,
  }),
  'admin.members.manage': rule<{
    id: string;
    role: string;
    action: 'role' | 'moderate' | 'other';
  }>({
    policy: canManageMember,
    deny: 403,
    message:
      'Only admins can act on members (moderators may warn, limit or suspend members from the moderation queue), never on themselves, and on another admin only by changing their role',
    members: true,
  }),
  'admin.audit.readObject': rule<{ objectType: string }>({
    policy: canReadObjectAudit,
    deny: 403,
    message: 'Only admins can read this audit history',
    members: true,
  }),
  'profile.edit': rule<{ id: string }>({
    policy: canEditProfile,
    deny: 403,
    message: 'You can only edit your own profile',
    members: true,
  }),
  'user.selfView': rule<{ id: string }>({
    policy: canSeeSelfView,
    deny: 403,
    message: 'Only the account owner can see these details',
    members: true,
  }),
  'help.readMessages': rule<null>({
    policy: (viewer) => canReadHelpMessages(viewer),
    deny: 403,
    message: 'Only the Roamly team can read Help Center messages',
    members: true,
  }),
  'conversation.start': rule<MessageRecipient>({
    policy: canMessage,
    deny: 403,
    message: 'This traveller does not accept new messages',
    members: true,
  }),
  'message.send': rule<MessageRecipient>({
    policy: canMessage,
    deny: 403,
    message: 'You cannot message this traveller',
    members: true,
  }),
  'conversation.read': rule<{ participantIds: readonly string[] }>({
    policy: canReadConversation,
    deny: 404,
    message: 'Conversation not found',
    members: true,
  }),
  'profile.view': rule<ProfileSubject>({
    policy: canViewProfile,
    deny: 404,
    message: 'User not found',
    members: true,
  }),
  'user.follow': rule<{ id: string; blockedEitherWay: boolean }>({
    policy: canFollow,
    deny: 403,
    message: 'You cannot follow this traveller',
    members: true,
  }),
  'post.change': rule<{ userId: string }>({
    policy: canChangePost,
    deny: 403,
    message: 'Only the author can change this post',
    members: true,
  }),
  'post.report': rule<{ userId: string }>({
    policy: canReportPost,
    deny: 403,
    message: 'You cannot report your own post',
    members: true,
  }),
  'post.enhance': rule<{ userId: string }>({
    policy: canEnhancePost,
    deny: 403,
    message: 'Only the author can enhance this post',
    members: true,
  }),
  'post.likedList': rule<{ id: string }>({
    policy: canSeeLikedPosts,
    deny: 403,
    message: 'Liked posts are visible only to you',
    members: true,
  }),
  'comment.report': rule<{ subjectId: string }>({
    policy: canReport,
    deny: 403,
    message: 'You cannot report your own comment',
    members: true,
  }),
  'user.report': rule<{ subjectId: string }>({
    policy: canReport,
    deny: 403,
    message: 'You cannot report yourself',
    members: true,
  }),
  'message.report': rule<{ subjectId: string }>({
    policy: canReport,
    deny: 403,
    message: 'You can only report messages you received',
    members: true,
  }),
  'moderation.act': rule<null>({
    policy: (viewer) => canModerate(viewer),
    deny: 403,
    message: 'Only admins and moderators can work the moderation queue',
    members: true,
  }),
  'comment.delete': rule<{ commentUserId: string; postUserId: string }>({
    policy: canDeleteComment,
    deny: 403,
    message: 'You can only delete your own comments or comments on your posts',
    members: true,
  }),
  'session.revoke': rule<{ userId: string }>({
    policy: canRevokeSession,
    deny: 404,
    message: 'Session not found',
    members: true,
  }),
  'subscription.manage': rule<{ userId: string }>({
    policy: canManageSubscription,
    deny: 404,
    message: 'Subscription not found',
    members: true,
  }),
  'trip.access': rule<TripSubject>({
    policy: canAccessTrip,
    deny: 404,
    message: 'Trip not found',
    members: true,
  }),
  'trip.readShared': rule<{ shareToken: string | null; token: string }>({
    policy: canReadSharedTrip,
    deny: 404,
    message: 'This shared trip is not available: the link may have been turned off',
    members: false,
  }),
  'stream.start': rule<null>({
    policy: (viewer) => canStartStream(viewer),
    deny: 403,
    message: 'Please sign in to go live',
    members: true,
  }),
  'stream.watch': rule<StreamSubject>({
    policy: canWatchStream,
    deny: 404,
    message: 'Live stream not found',
    members: true,
  }),
  'stream.manage': rule<{ ownerId: string }>({
    policy: canManageStream,
    deny: 403,
    message: 'Only the member who started this stream can end it',
    members: true,
  }),
};

export type ActionName = keyof typeof actions;
export type ResourceOf<A extends ActionName> =
  (typeof actions)[A] extends Rule<infer R> ? R : never;
