import { createHash, randomBytes } from 'node:crypto';
import { E2E_BASE_URL } from './base-url.ts';
import type { BrowserContext } from '@playwright/test';
import { withE2eDatabase } from './database.ts';
import { uniqueEmail } from './fixtures.ts';

/**
 * Travellers and their posts written straight into the e2e server's database, so a spec can set
 * up "someone I follow posted from Kyoto" without spending the sign-up rate limit. Sessions are
 * real rows (SHA-256 of a random token, as the server stores them); `signIn` puts the token in a
 * browser context's cookies.
 *
 * The whole suite has five real sign-ups (SIGNUP_RATE_LIMIT: 5 per 30 minutes per IP), all spent
 * by specs about signing up or signing in with a password: account-mail, auth.setup, admin-users,
 * auth and sessions. Any other spec that needs a member uses `createMember`.
 */
export type E2eMember = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  token: string;
};

export async function createMember(
  firstName: string,
  lastName: string,
  extra: { location?: string; bio?: string; privacySettings?: Record<string, boolean> } = {},
): Promise<E2eMember> {
  const email = uniqueEmail(firstName.toLowerCase());
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  return withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO users (email, first_name, last_name, location, bio, email_verified_at, privacy_settings)
       VALUES ($1, $2, $3, $4, $5, now(), coalesce($6::jsonb, '{"profileVisibility":true,"showLocation":true,"allowMessages":true,"showOnlineStatus":true}'::jsonb))
       RETURNING id`,
      [
        email,
        firstName,
        lastName,
        extra.location ?? null,
        extra.bio ?? null,
        extra.privacySettings ? JSON.stringify(extra.privacySettings) : null,
      ],
    );
    const id = rows[0]!.id;
    await client.query(
      `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [tokenHash, id],
    );
    return { id, email, firstName, lastName, token };
  });
}

/** Signs the browser context in as the member (session cookie plus the page's signed-in hint). */
export async function signIn(context: BrowserContext, member: E2eMember, baseURL = E2E_BASE_URL) {
  await context.clearCookies();
  await context.addCookies([
    { name: 'roamly_session', value: member.token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'roamly_signed_in', value: '1', url: baseURL, sameSite: 'Lax' },
  ]);
}

export type E2ePost = {
  content: string;
  location?: string;
  tags?: string[];
  privacy?: 'public' | 'followers' | 'private';
  imageUrl?: string;
  /** Minutes ago, so specs can order posts. */
  minutesAgo?: number;
};

/** Writes posts for the member; returns their ids in the order given. */
export async function createPosts(member: E2eMember, posts: E2ePost[]): Promise<string[]> {
  return withE2eDatabase(async (client) => {
    const ids: string[] = [];
    for (const post of posts) {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO posts (user_id, content, location, tags, privacy, image_url, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(mins => $7)) RETURNING id`,
        [
          member.id,
          post.content,
          post.location ?? null,
          post.tags ?? [],
          post.privacy ?? 'public',
          post.imageUrl ?? null,
          post.minutesAgo ?? 0,
        ],
      );
      ids.push(rows[0]!.id);
    }
    return ids;
  });
}

/** `follower` follows `followed`. */
export async function follow(follower: E2eMember, followed: E2eMember): Promise<void> {
  await withE2eDatabase((client) =>
    client.query(
      'INSERT INTO follows (follower_id, following_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [follower.id, followed.id],
    ),
  );
}
