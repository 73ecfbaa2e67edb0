/**
 * Installations seeded before the demo passwords were generated still hold the two that the
 * README once published. At start they are replaced by this installation's generated ones (or,
 * with the demo world off, password sign-in to those accounts is turned off).
 */
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import type { Db } from '../client.ts';
import { findDemoPasswordHashes, replaceDemoPasswordHash } from '../queries/demo-accounts.ts';
import { DEMO_DOMAIN, type DemoPasswords } from './demo-accounts.ts';

/** Public knowledge, so never valid again; kept only to recognise and replace them. */
const PUBLISHED: DemoPasswords = { member: 'wander-demo-2026', admin: 'roamly-admin-2026' };

/** Returns how many demo accounts still had a published password (now replaced). */
export async function retirePublishedDemoPasswords(
  db: Db,
  params: { passwords: DemoPasswords | undefined },
): Promise<number> {
  const hashes = await findDemoPasswordHashes(db, { domain: DEMO_DOMAIN });
  let replaced = 0;
  for (const hash of hashes) {
    for (const kind of ['member', 'admin'] as const) {
      if (!(await verifyPassword(hash, PUBLISHED[kind]))) continue;
      const next = params.passwords ? await hashPassword(params.passwords[kind]) : null;
      replaced += await replaceDemoPasswordHash(db, { domain: DEMO_DOMAIN, from: hash, to: next });
      break;
    }
  }
  return replaced;
}
