/**
 * Zod compiles object parsers with `new Function` and probes for that ability when the first
 * object schema is built. The Content-Security-Policy forbids eval, so the probe alone shows up as
 * a CSP violation: jitless mode skips both. index.html loads this module as its own entry before
 * main.tsx: an import at the top of main.tsx is not enough, because the bundler evaluates the
 * shared chunks main.tsx imports (zod and the contract among them) before main's own code.
 *
 * It writes the object that `z.config()` fills (zod keeps it on globalThis, shared by every copy)
 * instead of importing zod, so the landing page's entry chunk does not carry zod just for this.
 * zod-config.test.ts checks that zod reads it.
 */
type ZodGlobalConfig = { jitless?: boolean };

const holder = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
