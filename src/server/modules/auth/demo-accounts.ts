/**
 * The demo accounts: the seeded member and the admin that the test login signs into. Their
 * e-mail domain is reserved, so nobody can register an address that test login would promote.
 * Their passwords are generated per installation (demo-passwords.ts), never published.
 */
export const DEMO_DOMAIN = 'roamly.travel';
export const DEMO_MEMBER_EMAIL = `demo@${DEMO_DOMAIN}`;
export const DEMO_ADMIN_EMAIL = `admin@${DEMO_DOMAIN}`;

export function isReservedEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${DEMO_DOMAIN}`);
}
