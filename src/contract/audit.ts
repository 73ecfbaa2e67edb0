import { z } from 'zod';
import { defineRoute } from './route.ts';

/** How many audit rows a page holds unless the client asks for fewer or more (max 100). */
export const AUDIT_PAGE_SIZE = 25;

/** A reason every operator action carries (shown in the audit log and, for a warning, to the member). */
export const ZAuditReason = z
  .string()
  .trim()
  .min(3, 'Please give a reason (at least 3 characters)')
  .max(1000, 'A reason is at most 1000 characters');

/** One operator action: who, when, what, on which object, why, and the state before and after. */
export const ZAuditEntry = z.object({
  id: z.string(),
  /** Null: the system (a suspension that expired on its own). */
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

const ZAuditName = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z][a-z0-9_.-]*$/, 'Use the lower-case name shown in the log');

/** Filters of the whole log; the newest first, keyset paged by `cursor`. */
export const ZAuditQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  action: ZAuditName.optional(),
  objectType: ZAuditName.optional(),
  objectId: z.string().trim().min(1).max(100).optional(),
  actorId: z.uuid().optional(),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;

export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  nextCursor: z.string().nullable(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;

export const listAuditRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/audit',
  tags: ['admin'],
  summary: 'The audit log of operator actions, newest first (filter by action, object, operator)',
  query: ZAuditQuery,
  response: ZAuditPage,
  errors: [400, 401, 403],
});

export const objectAuditRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/audit/:objectType/:objectId',
  tags: ['admin'],
  summary: "One object's audit history, newest first",
  params: z.object({ objectType: ZAuditName, objectId: z.string().min(1).max(100) }),
  query: ZAuditQuery.pick({ cursor: true, limit: true }),
  response: ZAuditPage,
  errors: [400, 401, 403],
});
