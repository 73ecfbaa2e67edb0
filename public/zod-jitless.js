// Zod compiles object parsers with `new Function` and probes for that ability when the first
// object schema is built. The Content-Security-Policy forbids eval, so even the probe shows up as
// a CSP violation; jitless mode skips both. Zod keeps its settings (what `z.config()` fills) on
// globalThis, so this sets them before any of the app's code runs. It is a classic `defer` script
// listed before the app's module in index.html: deferred scripts run in document order, whereas an
// import at the top of main.tsx would run after the bundler's shared chunks (zod and the contract
// among them) had already built their schemas. src/web/zod-jitless.test.ts checks zod reads it.
(function () {
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
    jitless: true,
  });
})();
