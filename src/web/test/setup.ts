/**
 * Setup of the 'web' Vitest project (happy-dom). Test-only: nothing in the app imports this
 * folder, so none of it reaches the production bundle.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
