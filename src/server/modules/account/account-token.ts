import {
  insertAccountToken,
  type AccountTokenPurpose,
} from '../../../db/queries/account-tokens.ts';
import type { Db } from '../../../db/client.ts';
import { createSessionToken, hashSessionToken } from '../auth/session-token.ts';

/** Link tokens are as strong as session tokens (256 random bits) and stored the same way. */
export const hashAccountToken = hashSessionToken;

/** Stores the hash of a new single-use token and returns the token itself, for the link only. */
export async function issueAccountToken(
  db: Db,
  {
    userId,
    purpose,
    email,
    ttlMs,
  }: { userId: string; purpose: AccountTokenPurpose; email: string; ttlMs: number },
): Promise<{ id: string; token: string }> {
  const token = createSessionToken();
  const { id } = await insertAccountToken(db, {
    userId,
    purpose,
    email,
    tokenHash: hashAccountToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return { id, token };
}
