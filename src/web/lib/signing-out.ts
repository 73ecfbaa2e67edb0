/**
 * This device ending its own session from inside the app (Settings → "Sign out everywhere", or
 * signing out the current device under Sessions) restarts the app signed out with a full load of
 * `/`. Between the request and that load, the server already closes the socket and answers 401,
 * and the app's usual reaction (re-check the user, then send a protected screen to /signin with a
 * client-side navigation) would win the race: a same-document navigation cancels the pending load
 * and unmounts the screen that asked for it. While this flag is up, those reactions stand aside.
 */
let signingOut = false;

export function isSigningOut(): boolean {
  return signingOut;
}

/** Call before the request that ends this device's session. */
export function beginSigningOut(): void {
  signingOut = true;
}

/** The request failed: the session is still there, so the app reacts to 401s again. */
export function cancelSigningOut(): void {
  signingOut = false;
}

/** The session is gone: load the landing page afresh (replace, so Back does not return here). */
export function restartSignedOut(): void {
  window.location.replace('/');
}
