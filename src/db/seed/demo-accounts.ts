/**
 * The demo accounts: the seeded member and the admin that the test login signs into. Their
 * e-mail domain is reserved, so nobody can register an address that test login would promote.
 * Their passwords are generated per installation (server/modules/auth/demo-passwords.ts), never
 * published.
 */
export const DEMO_DOMAIN = 'roamly.travel';
export const DEMO_MEMBER_EMAIL = `demo@${DEMO_DOMAIN}`;
export const DEMO_ADMIN_EMAIL = `admin@${DEMO_DOMAIN}`;

/** The demo accounts' passwords of one installation: never published, never shared. */
export type DemoPasswords = { member: string; admin: string };
