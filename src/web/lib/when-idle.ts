/**
 * Runs `run` after the first paint, when the browser has nothing else to do (a timer where idle
 * callbacks are missing); returns the cancel. For work no first screen needs: menus' code, the
 * socket.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 4000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1500);
  return () => clearTimeout(id);
}
