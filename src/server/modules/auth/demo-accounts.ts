import { DEMO_DOMAIN } from '../../../db/seed/demo-accounts.ts';

// The demo accounts are the seed's (src/db/seed/demo-accounts.ts); auth reserves their domain.
export {
  DEMO_ADMIN_EMAIL,
  DEMO_DOMAIN,
  DEMO_MEMBER_EMAIL,
} from '../../../db/seed/demo-accounts.ts';

export function isReservedEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${DEMO_DOMAIN}`);
}
