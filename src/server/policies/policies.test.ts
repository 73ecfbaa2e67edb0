import { describe, expect, it } from 'vitest';
import type { Viewer } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { actions, type ActionName } from './actions.ts';
import { authorize, can } from './authorize.ts';

/**
 * Every action against every kind of viewer, as one table: who may, and what a refusal answers
 * (401 nobody signed in, 403 refused, 404 refused without revealing the resource). A new action in
 * `actions.ts` fails the coverage test below until its rows are added here.
 */

type Outcome = 'allow' | 401 | 403 | 404;
type ViewerName = 'nobody' | 'self' | 'otherMember' | 'moderator' | 'admin';

/** The member the resource belongs to (or is): "self" is signed in as them. */
const SUBJECT = '00000000-0000-4000-8000-000000000001';

const viewers: Record<ViewerName, Viewer | null> = {
  nobody: null,
  self: { id: SUBJECT, role: 'member' },
  otherMember: { id: '00000000-0000-4000-8000-000000000002', role: 'member' },
  moderator: { id: '00000000-0000-4000-8000-000000000003', role: 'moderator' },
  admin: { id: '00000000-0000-4000-8000-000000000004', role: 'admin' },
};

type Row = {
  action: ActionName;
  resource: string;
  value: unknown;
  expected: Record<ViewerName, Outcome>;
};

const onlyAdmins: Record<ViewerName, Outcome> = {
  nobody: 401,
  self: 403,
  otherMember: 403,
  moderator: 403,
  admin: 'allow',
};
const ownerOrAdmin: Record<ViewerName, Outcome> = {
  nobody: 401,
  self: 'allow',
  otherMember: 403,
  moderator: 403,
  admin: 'allow',
};

const table: Row[] = [
  { action: 'admin.access', resource: 'the operator area', value: null, expected: onlyAdmins },
  {
    action: 'performance.view',
    resource: 'the performance dashboard',
    value: null,
    expected: onlyAdmins,
  },
  {
    action: 'admin.route',
    resource: 'an admins-only /api/admin route',
    value: { openToModerators: false },
    expected: onlyAdmins,
  },
  {
    action: 'admin.route',
    resource: 'an /api/admin route opened to moderators',
    value: { openToModerators: true },
    expected: { ...onlyAdmins, moderator: 'allow' },
  },
  {
    action: 'admin.members.read',
    resource: 'member pages',
    value: null,
    expected: { ...onlyAdmins, moderator: 'allow' },
  },
  {
    action: 'admin.members.manage',
    resource: "the subject's account (not a role change)",
    value: { id: SUBJECT, role: 'member', action: 'other' },
    // An admin never acts on themselves ("self" is a member here, so only the admin row allows).
    expected: onlyAdmins,
  },
  {
    action: 'admin.members.manage',
    resource: "another admin's account (not a role change)",
    value: { id: '00000000-0000-4000-8000-000000000009', role: 'admin', action: 'other' },
    expected: { ...onlyAdmins, admin: 403 },
  },
  {
    action: 'admin.members.manage',
    resource: "another admin's role",
    value: { id: '00000000-0000-4000-8000-000000000009', role: 'admin', action: 'role' },
    expected: onlyAdmins,
  },
  {
    action: 'admin.members.manage',
    resource: "the admin's own role",
    value: { id: '00000000-0000-4000-8000-000000000004', role: 'admin', action: 'role' },
    expected: { ...onlyAdmins, admin: 403 },
  },
  {
    action: 'admin.members.manage',
    resource: "a queue action on the subject's account (warn, limit, suspend)",
    value: { id: SUBJECT, role: 'member', action: 'moderate' },
    // Moderators take the queue's member actions on members (issue 22 §4); never on themselves.
    expected: { ...onlyAdmins, moderator: 'allow' },
  },
  {
    action: 'admin.members.manage',
    resource: "a queue action on another moderator's account",
    value: { id: '00000000-0000-4000-8000-000000000009', role: 'moderator', action: 'moderate' },
    expected: onlyAdmins,
  },
  {
    action: 'admin.audit.readObject',
    resource: "a member's audit history",
    value: { objectType: 'user' },
    expected: { ...onlyAdmins, moderator: 'allow' },
  },
  {
    action: 'admin.audit.readObject',
    resource: "another object's audit history",
    value: { objectType: 'campaign' },
    expected: onlyAdmins,
  },
  {
    action: 'profile.edit',
    resource: "the subject's profile",
    value: { id: SUBJECT },
    expected: ownerOrAdmin,
  },
  {
    action: 'user.selfView',
    resource: "the subject's private details",
    value: { id: SUBJECT },
    expected: ownerOrAdmin,
  },
  {
    action: 'help.readMessages',
    resource: 'Help Center messages',
    value: null,
    expected: onlyAdmins,
  },
  {
    action: 'conversation.start',
    resource: 'the subject, messages allowed',
    value: { id: SUBJECT, privacySettings: { allowMessages: true } },
    expected: { nobody: 401, self: 403, otherMember: 'allow', moderator: 'allow', admin: 'allow' },
  },
  {
    action: 'conversation.start',
    resource: 'the subject, no setting saved (default on)',
    value: { id: SUBJECT, privacySettings: null },
    expected: { nobody: 401, self: 403, otherMember: 'allow', moderator: 'allow', admin: 'allow' },
  },
  {
    action: 'conversation.start',
    resource: 'the subject, "Allow messages" off',
    value: { id: SUBJECT, privacySettings: { allowMessages: false } },
    expected: { nobody: 401, self: 403, otherMember: 403, moderator: 403, admin: 403 },
  },
  {
    action: 'conversation.start',
    resource: 'the subject, across a block (either way)',
    value: { id: SUBJECT, privacySettings: { allowMessages: true }, blocked: true },
    expected: { nobody: 401, self: 403, otherMember: 403, moderator: 403, admin: 403 },
  },
  {
    action: 'conversation.start',
    resource: 'the subject, "Allow messages" off, following the viewer',
    value: { id: SUBJECT, privacySettings: { allowMessages: false }, followsViewer: true },
    expected: { nobody: 401, self: 403, otherMember: 'allow', moderator: 'allow', admin: 'allow' },
  },
  {
    action: 'message.send',
    resource: 'the subject, messages allowed',
    value: { id: SUBJECT, privacySettings: { allowMessages: true } },
    expected: { nobody: 401, self: 403, otherMember: 'allow', moderator: 'allow', admin: 'allow' },
  },
  {
    action: 'message.send',
    resource: 'the subject, "Allow messages" off',
    value: { id: SUBJECT, privacySettings: { allowMessages: false }, followsViewer: false },
    expected: { nobody: 401, self: 403, otherMember: 403, moderator: 403, admin: 403 },
  },
  {
    action: 'message.send',
    resource: 'the subject, across a block',
    value: { id: SUBJECT, privacySettings: null, blocked: true, followsViewer: true },
    expected: { nobody: 401, self: 403, otherMember: 403, moderator: 403, admin: 403 },
  },
  {
    action: 'conversation.read',
    resource: "the subject's conversation with another member",
    value: { participantIds: [SUBJECT, '00000000-0000-4000-8000-000000000009'] },
    expected: { nobody: 401, self: 'allow', otherMember: 404, moderator: 404, admin: 404 },
  },
  {
    action: 'profile.view',
    resource: "the subject's profile",
    value: { id: SUBJECT, suspended: false, blockedViewer: false },
    expected: {
      nobody: 401,
      self: 'allow',
      otherMember: 'allow',
      moderator: 'allow',
      admin: 'allow',
    },
  },
  {
    action: 'profile.view',
    resource: 'a suspended subject',
    value: { id: SUBJECT, suspended: true, blockedViewer: false },
    expected: { nobody: 401, self: 'allow', otherMember: 404, moderator: 404, admin: 404 },
  },
  {
    action: 'profile.view',
    resource: 'a subject who blocked the viewer',
    value: { id: SUBJECT, suspended: false, blockedViewer: true },
    expected: { nobody: 401, self: 'allow', otherMember: 404, moderator: 404, admin: 404 },
  },
  {
    action: 'user.follow',
    resource: 'the subject',
    value: { id: SUBJECT, blockedEitherWay: false },
    expected: { nobody: 401, self: 403, otherMember: 'allow', moderator: 'allow', admin: 'allow' },
  },
  {
    action: 'user.follow',
    resource: 'the subject, across a block (either way)',
    value: { id: SUBJECT, blockedEitherWay: true },
    expected: { nobody: 401, self: 403, otherMember: 403, moderator: 403, admin: 403 },
  },
  {
    action: 'post.change',
    resource: "the subject's post",
    value: { userId: SUBJECT },
    expected: { nobody: 401, self: 'allow', otherMember: 403, moderator: 403, admin: 403 },
  },
  {
    action: 'post.report',
    resource: "the subject's post",
    value: { userId: SUBJECT },
    expected: { nobody: 401, self: 403, otherMember: 'allow', moderator: 'allow', admin: 'allow' },
  },
  {
    action: 'post.enhance',
    resource: "the subject's post",
    value: { userId: SUBJECT },
    expected: { nobody: 401, self: 'allow', otherMember: 403, moderator: 403, admin: 403 },
  },
  {
    action: 'post.likedList',
    resource: "the subject's liked posts",
    value: { id: SUBJECT },
    expected: { nobody: 401, self: 'allow', otherMember: 403, moderator: 403, admin: 403 },
  },
  {
    action: 'comment.report',
    resource: "the subject's comment",
    value: { subjectId: SUBJECT },
    expected: { nobody: 401, self: 403, otherMember: 'allow', moderator: 'allow', admin: 'allow' },
  },
  {
    action: 'user.report',
    resource: 'the subject',
    value: { subjectId: SUBJECT },
    expected: { nobody: 401, self: 403, otherMember: 'allow', moderator: 'allow', admin: 'allow' },
  },
  {
    action: 'message.report',
    resource: "the subject's message",
    value: { subjectId: SUBJECT },
    expected: { nobody: 401, self: 403, otherMember: 'allow', moderator: 'allow', admin: 'allow' },
  },
  {
    action: 'moderation.act',
    resource: 'the moderation queue',
    value: null,
    expected: { nobody: 401, self: 403, otherMember: 403, moderator: 'allow', admin: 'allow' },
  },
  {
    action: 'comment.delete',
    resource: "the subject's comment on another's post",
    value: { commentUserId: SUBJECT, postUserId: '00000000-0000-4000-8000-000000000009' },
    expected: { nobody: 401, self: 'allow', otherMember: 403, moderator: 403, admin: 403 },
  },
  {
    action: 'comment.delete',
    resource: "another's comment on the subject's post",
    value: { commentUserId: '00000000-0000-4000-8000-000000000009', postUserId: SUBJECT },
    expected: { nobody: 401, self: 'allow', otherMember: 403, moderator: 403, admin: 403 },
  },
  {
    action: 'session.revoke',
    resource: "the subject's session",
    value: { userId: SUBJECT },
    expected: { nobody: 401, self: 'allow', otherMember: 404, moderator: 404, admin: 404 },
  },
  {
    action: 'subscription.manage',
    resource: "the subject's subscription",
    value: { userId: SUBJECT },
    expected: { nobody: 401, self: 'allow', otherMember: 404, moderator: 404, admin: 404 },
  },
  {
    action: 'trip.access',
    resource: "the subject's trip",
    value: { ownerId: SUBJECT },
    expected: { nobody: 401, self: 'allow', otherMember: 404, moderator: 404, admin: 404 },
  },
  {
    action: 'trip.readShared',
    resource: 'a trip through its live share link',
    value: { shareToken: 'live-token-0123456789', token: 'live-token-0123456789' },
    expected: {
      nobody: 'allow',
      self: 'allow',
      otherMember: 'allow',
      moderator: 'allow',
      admin: 'allow',
    },
  },
  {
    action: 'trip.readShared',
    resource: 'a trip through a revoked share link',
    value: { shareToken: null, token: 'old-token-0123456789' },
    expected: { nobody: 404, self: 404, otherMember: 404, moderator: 404, admin: 404 },
  },
  {
    action: 'trip.readShared',
    resource: 'a trip through a replaced share link',
    value: { shareToken: 'new-token-0123456789', token: 'old-token-0123456789' },
    expected: { nobody: 404, self: 404, otherMember: 404, moderator: 404, admin: 404 },
  },
  {
    action: 'stream.start',
    resource: 'a new live session',
    value: null,
    expected: {
      nobody: 401,
      self: 'allow',
      otherMember: 'allow',
      moderator: 'allow',
      admin: 'allow',
    },
  },
  {
    action: 'stream.watch',
    resource: "the subject's public stream",
    value: {
      ownerId: SUBJECT,
      isPublic: true,
      ownerSuspended: false,
      ownerProfilePublic: true,
      isFollowing: false,
      blockedEitherWay: false,
    },
    expected: {
      nobody: 401,
      self: 'allow',
      otherMember: 'allow',
      moderator: 'allow',
      admin: 'allow',
    },
  },
  {
    action: 'stream.watch',
    resource: "the subject's followers-only stream, viewer not following",
    value: {
      ownerId: SUBJECT,
      isPublic: false,
      ownerSuspended: false,
      ownerProfilePublic: true,
      isFollowing: false,
      blockedEitherWay: false,
    },
    expected: { nobody: 401, self: 'allow', otherMember: 404, moderator: 404, admin: 404 },
  },
  {
    action: 'stream.watch',
    resource: "a private profile's public stream, viewer following",
    value: {
      ownerId: SUBJECT,
      isPublic: true,
      ownerSuspended: false,
      ownerProfilePublic: false,
      isFollowing: true,
      blockedEitherWay: false,
    },
    expected: {
      nobody: 401,
      self: 'allow',
      otherMember: 'allow',
      moderator: 'allow',
      admin: 'allow',
    },
  },
  {
    action: 'stream.watch',
    resource: "the subject's stream across a block (either way)",
    value: {
      ownerId: SUBJECT,
      isPublic: true,
      ownerSuspended: false,
      ownerProfilePublic: true,
      isFollowing: true,
      blockedEitherWay: true,
    },
    expected: { nobody: 401, self: 'allow', otherMember: 404, moderator: 404, admin: 404 },
  },
  {
    action: 'stream.watch',
    resource: "a suspended subject's stream",
    value: {
      ownerId: SUBJECT,
      isPublic: true,
      ownerSuspended: true,
      ownerProfilePublic: true,
      isFollowing: true,
      blockedEitherWay: false,
    },
    expected: { nobody: 401, self: 'allow', otherMember: 404, moderator: 404, admin: 404 },
  },
  {
    action: 'stream.manage',
    resource: "the subject's live session",
    value: { ownerId: SUBJECT },
    expected: { nobody: 401, self: 'allow', otherMember: 403, moderator: 403, admin: 403 },
  },
];

// The table holds resources of every action; the checks take them without their per-action type.
const authorizeAny = authorize as (
  viewer: Viewer | null,
  action: ActionName,
  value: unknown,
) => void;
const canAny = can as (viewer: Viewer | null, action: ActionName, value: unknown) => boolean;

/** What `authorize` did: allowed, or the status of the error it threw (and its message). */
function outcomeOf(viewer: Viewer | null, row: Row): { outcome: Outcome; message?: string } {
  try {
    authorizeAny(viewer, row.action, row.value);
    return { outcome: 'allow' };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { outcome: error.statusCode as Outcome, message: error.message };
  }
}

const cases = table.flatMap((row) =>
  (Object.keys(viewers) as ViewerName[]).map(
    (viewer) => [row.action, row.resource, viewer, row.expected[viewer], row] as const,
  ),
);

describe('authorization table', () => {
  it('covers every registered action', () => {
    const tabled = new Set(table.map((row) => row.action));
    expect(Object.keys(actions).filter((name) => !tabled.has(name as ActionName))).toEqual([]);
  });

  it.each(cases)('%s on %s by %s → %s', (action, _resource, viewerName, expected, row) => {
    const viewer = viewers[viewerName];
    const { outcome, message } = outcomeOf(viewer, row);
    expect(outcome).toBe(expected);
    expect(canAny(viewer, action, row.value)).toBe(expected === 'allow');
    if (expected === 401) expect(message).toBe('Authentication required');
    // The refusal says what the action's rule says, whatever the status.
    if (expected === 403 || expected === 404) expect(message).toBe(actions[action].message);
  });

  it('the pure policies refuse nobody on their own too, not only through authorize', () => {
    for (const row of table) {
      const policy = actions[row.action].policy as (
        viewer: Viewer | null,
        value: unknown,
      ) => boolean;
      // Only rows the table opens to nobody (a live share link) may allow a signed-out viewer.
      expect(policy(null, row.value)).toBe(row.expected.nobody === 'allow');
    }
  });
});
