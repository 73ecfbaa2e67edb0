import { AxeBuilder } from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Shared member created once per run by auth.setup.ts (sign-ups are rate limited: ≤ 5 per run). */
export const AUTH_DIR = path.resolve('.tmp/e2e-auth');
export const MEMBER_FILE = path.join(AUTH_DIR, 'member.json');
export const MEMBER_STATE = path.join(AUTH_DIR, 'member-state.json');

/** The key the e2e server is started with (playwright.config.ts). */
export const TEST_LOGIN_KEY = 'e2e-test-key';

/**
 * The demo admin's session, made once per run by auth.setup.ts through /api/test-login (limited
 * to 10 an address every 5 minutes, fewer than the specs that need an operator).
 */
export const ADMIN_STATE = path.join(AUTH_DIR, 'admin-state.json');

/** Signs a browser context in as the demo admin with the run's shared operator session. */
export async function signInAsDemoAdmin(context: BrowserContext): Promise<void> {
  const state = JSON.parse(readFileSync(ADMIN_STATE, 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await context.addCookies(state.cookies);
}

export type Credentials = { email: string; password: string; firstName: string; lastName: string };

/** A fresh address per test so runs never collide. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.test`;
}

/** A password the server's strength rules accept. */
export function strongPassword(): string {
  return `Roam-${randomBytes(6).toString('hex')}-Trail!`;
}

/** The shared member's credentials, written by the setup project. */
export function sharedMember(): Credentials {
  return JSON.parse(readFileSync(MEMBER_FILE, 'utf8')) as Credentials;
}

/** Signs a browser context (through its request context, which shares cookies) in. */
export async function signInWithApi(
  request: APIRequestContext,
  credentials: Pick<Credentials, 'email' | 'password'>,
) {
  const response = await request.post('/api/auth/signin', {
    data: { email: credentials.email, password: credentials.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * axe-core over the whole page: no 'serious' or 'critical' violation may remain (ARCHITECTURE
 * budgets). The failure message lists each rule with the offending selectors.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    )
    .join('\n');
  expect(serious, `Accessibility violations on ${label}:\n${report}`).toEqual([]);
}

/** Classes currently on <html> (accessibility settings are applied there). */
export async function htmlClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => Array.from(document.documentElement.classList));
}

/** The visible toast with this title (Radix also mirrors toasts into a hidden live region). */
export function toastWithTitle(page: Page, title: string) {
  return page.locator('li.toast-root').getByText(title, { exact: true });
}
