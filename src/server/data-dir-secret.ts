import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A server secret: `configured` (an environment variable) when set; otherwise 32 random bytes
 * made on first use and kept in DATA_DIR/`fileName` (mode 0600), so what it signed survives a
 * restart. Instances that share no DATA_DIR must set the variable.
 */
export async function resolveDataDirSecret({
  configured,
  dataDir,
  fileName,
}: {
  configured: string | undefined;
  dataDir: string;
  fileName: string;
}): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, fileName);
  const existing = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
  if (existing) return Buffer.from(existing, 'base64url');
  const secret = crypto.randomBytes(32);
  await fs.mkdir(dataDir, { recursive: true });
  try {
    // Exclusive create: of two first starts racing, one writes and both read the winner's.
    await fs.writeFile(file, `${secret.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64url');
  }
}
