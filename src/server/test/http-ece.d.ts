/** The part of http_ece (RFC 8188 / 8291 content encoding) the fake push service uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  type DecryptParams = {
    version: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    privateKey?: ECDH;
    authSecret?: string;
    key?: string;
    salt?: string;
  };
  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
