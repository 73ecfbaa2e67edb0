/** One attempt to load a picture: true when it loads, false on an error (e.g. 404). */
function loads(url: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    // No answer in time (a slow network): go ahead and let the page load it.
    const timer = setTimeout(() => resolve(true), timeoutMs);
    image.onload = () => {
      clearTimeout(timer);
      resolve(true);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    image.src = url;
  });
}

/**
 * The server strips a photo's metadata in a job and serves the result at the URL the upload
 * answered, so for a moment (about half a second) that URL may still answer 404. Waits (up to
 * about 15 s) until the browser can load it, so the picture never shows as broken; true when it
 * can, false when it never appeared (processing failed). Stops early, with false, on `signal`.
 */
export async function waitUntilServed(
  url: string,
  {
    attempts = 30,
    delayMs = 500,
    timeoutMs = 8000,
    signal,
  }: { attempts?: number; delayMs?: number; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<boolean> {
  if (typeof Image === 'undefined') return true;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (signal?.aborted) return false;
    if (await loads(url, timeoutMs)) return !signal?.aborted;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  return false;
}
