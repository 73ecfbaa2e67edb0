import { describe, expect, it } from 'vitest';

describe('zod jitless mode for the CSP (public/zod-jitless.js)', () => {
  it('is on before zod loads, and zod reads it', async () => {
    // @ts-expect-error -- a plain script without exports; importing it runs it.
    await import('../../public/zod-jitless.js');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Parsing still works without compiled parsers.
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.safeParse({ name: 'Lisbon' }).success).toBe(true);
    expect(schema.safeParse({ name: '' }).success).toBe(false);
  });
});
