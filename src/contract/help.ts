import { z } from 'zod';
import { defineRoute } from './route.ts';

/** Topics of the Help Center contact form; the operator sorts messages by them. */
export const HELP_TOPICS = [
  'account',
  'privacy',
  'posts',
  'messaging',
  'premium',
  'bug',
  'partnership',
  'other',
] as const;
export type THelpTopic = (typeof HELP_TOPICS)[number];

export const HELP_TOPIC_LABELS: Record<THelpTopic, string> = {
  account: 'Account and sign-in',
  privacy: 'Privacy and safety',
  posts: 'Posts and uploads',
  messaging: 'Messages',
  premium: 'Premium and billing',
  bug: 'Something is broken',
  partnership: 'Advertising and partnerships',
  other: 'Something else',
};

export const HELP_MESSAGE_STATUSES = ['new', 'read', 'answered'] as const;

export const HELP_MESSAGE_MIN_LENGTH = 10;
export const HELP_MESSAGE_MAX_LENGTH = 4000;

/** Contact-form sends per IP: enough for a person, too few for a spam run. */
export const HELP_MESSAGE_RATE_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 } as const;

/** POST /api/help/messages: what a visitor or member writes to the operator. */
export const ZHelpMessageBody = z
  .object({
    name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
    email: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(254, 'must be at most 254 characters')
      .pipe(z.email('must be a valid e-mail address'))
      .transform((value) => value.toLowerCase()),
    topic: z.enum(HELP_TOPICS, 'must be one of the listed topics'),
    message: z
      .string()
      .trim()
      .min(HELP_MESSAGE_MIN_LENGTH, `must be at least ${HELP_MESSAGE_MIN_LENGTH} characters`)
      .max(HELP_MESSAGE_MAX_LENGTH, `must be at most ${HELP_MESSAGE_MAX_LENGTH} characters`),
  })
  .strict();
export type THelpMessageBody = z.input<typeof ZHelpMessageBody>;
export type THelpMessageValues = z.output<typeof ZHelpMessageBody>;

/** The receipt the sender gets: enough to quote in a follow-up, nothing more. */
export const ZHelpMessageReceipt = z.object({ id: z.string(), createdAt: z.string() });
export type THelpMessageReceipt = z.infer<typeof ZHelpMessageReceipt>;

/** One contact-form message as the operator sees it. */
export const ZHelpMessage = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(HELP_TOPICS),
  message: z.string(),
  status: z.enum(HELP_MESSAGE_STATUSES),
  /** Priority support: sent by a Premium member; the list shows these first. */
  priority: z.boolean(),
  createdAt: z.string(),
});
export type THelpMessage = z.infer<typeof ZHelpMessage>;

export const HELP_MESSAGES_PAGE_SIZE = 20;

/** GET /api/admin/help-messages: priority (Premium) first, then newest; keyset cursor. */
export const ZHelpMessagesQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(HELP_MESSAGES_PAGE_SIZE),
  status: z.enum(HELP_MESSAGE_STATUSES).optional(),
});
export type THelpMessagesQuery = z.input<typeof ZHelpMessagesQuery>;
export type THelpMessagesQueryValues = z.output<typeof ZHelpMessagesQuery>;

export const ZHelpMessagePage = z.object({
  items: z.array(ZHelpMessage),
  nextCursor: z.string().nullable(),
});
export type THelpMessagePage = z.infer<typeof ZHelpMessagePage>;

/** The contact form of the Help Center; open to visitors and members. */
export const sendHelpMessageRoute = defineRoute({
  method: 'POST',
  path: '/api/help/messages',
  tags: ['help'],
  summary: 'Send a message to the Roamly team',
  body: ZHelpMessageBody,
  status: 201,
  response: ZHelpMessageReceipt,
  errors: [400, 429],
});

/** The operator's inbox of contact-form messages (admins only). */
export const listHelpMessagesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/help-messages',
  tags: ['help', 'admin'],
  summary: 'List Help Center messages, priority (Premium) first, then newest',
  query: ZHelpMessagesQuery,
  response: ZHelpMessagePage,
  errors: [400, 401, 403],
});
