/**
 * The demo accounts: the seeded member and the admin that the test login signs into. Their
 * e-mail domain is reserved, so nobody can register an address that test login would promote.
 */
export const DEMO_DOMAIN = 'roamly.travel';
export const DEMO_MEMBER_EMAIL = `demo@${DEMO_DOMAIN}`;
export const DEMO_MEMBER_PASSWORD = 'wander-demo-2026';
export const DEMO_ADMIN_EMAIL = `admin@${DEMO_DOMAIN}`;
export const DEMO_ADMIN_PASSWORD = 'roamly-admin-2026';

export function isReservedEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${DEMO_DOMAIN}`);
}
