import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` and probes for that ability when the first
 * object schema is built. The Content-Security-Policy forbids eval, so the probe alone shows up as
 * a CSP violation: jitless mode skips both. This module must be main.tsx's first import, so it
 * runs before any contract module builds a schema.
 */
z.config({ jitless: true });
