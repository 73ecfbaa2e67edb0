/** Where the server under test listens (never the dev ports); E2E_PORT moves it for a second run. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5055);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
