import { ZServerFrame, type TServerFrame } from '../../../contract/realtime.ts';

/**
 * The server's socket frames, checked against the contract. A module of its own, loaded when the
 * socket is about to open (realtime.ts), so zod stays off the first screen's download.
 */
export function parseServerFrame(value: unknown): TServerFrame | null {
  const result = ZServerFrame.safeParse(value);
  return result.success ? result.data : null;
}
