import crypto from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import { resolveDataDirSecret } from '../../data-dir-secret.ts';

const secrets = new Map<string, Promise<Buffer>>();

/** The mailbox's secret (MAILBOX_SECRET, else one kept in DATA_DIR), one key per use. */
async function keyFor(config: Pick<AppConfig, 'mailboxSecret' | 'dataDir'>, use: string) {
  const cacheKey = `${config.dataDir}\n${config.mailboxSecret ?? ''}`;
  let secret = secrets.get(cacheKey);
  if (!secret) {
    secret = resolveDataDirSecret({
      configured: config.mailboxSecret,
      dataDir: config.dataDir,
      fileName: 'mailbox-secret',
    });
    secrets.set(cacheKey, secret);
  }
  return crypto
    .createHmac('sha256', await secret)
    .update(use)
    .digest();
}

type SecretConfig = Pick<AppConfig, 'mailboxSecret' | 'dataDir'>;

/** AES-256-GCM: `iv.tag.ciphertext`, base64url. Credentials are never stored in clear. */
export async function encryptCredential(config: SecretConfig, plain: string): Promise<string> {
  const key = await keyFor(config, 'credential');
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export async function decryptCredential(config: SecretConfig, sealed: string): Promise<string> {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('The stored credential is damaged');
  const key = await keyFor(config, 'credential');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** The OAuth `state`: who asked and until when, signed, so a forged callback is refused. */
export async function signState(
  config: SecretConfig,
  { userId, expiresAt }: { userId: string; expiresAt: number },
): Promise<string> {
  const payload = `${userId}.${expiresAt}.${crypto.randomBytes(8).toString('base64url')}`;
  const mac = crypto
    .createHmac('sha256', await keyFor(config, 'oauth-state'))
    .update(payload)
    .digest('base64url');
  return `${payload}.${mac}`;
}

/** True when the state was signed here, for this operator, and has not expired. */
export async function verifyState(
  config: SecretConfig,
  state: string,
  userId: string,
  now = Date.now(),
): Promise<boolean> {
  const parts = state.split('.');
  if (parts.length !== 4) return false;
  const [stateUser, expiresAt, nonce, mac] = parts;
  const expected = crypto
    .createHmac('sha256', await keyFor(config, 'oauth-state'))
    .update(`${stateUser}.${expiresAt}.${nonce}`)
    .digest();
  const given = Buffer.from(mac ?? '', 'base64url');
  return (
    given.length === expected.length &&
    crypto.timingSafeEqual(given, expected) &&
    stateUser === userId &&
    Number(expiresAt) > now
  );
}

/** A value only this server can compute from `input` (for `use`): HMAC-SHA-256, base64url. */
export async function deriveSecretValue(
  config: SecretConfig,
  use: string,
  input: string,
): Promise<string> {
  return crypto
    .createHmac('sha256', await keyFor(config, use))
    .update(input)
    .digest('base64url');
}
