/* global window, document */
// Starts the landing page's first photo (its LCP element) while the app's modules are still
// downloading. Loaded with `async` from index.html, so it never blocks rendering; it only acts on
// "/", where signed-out visitors get the landing page. Keep in sync with
// src/web/features/landing/slides.ts (a unit test checks it).
(function () {
  if (window.location.pathname !== '/') return;
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = '/landing/bali-1600.webp';
  link.setAttribute('imagesrcset', '/landing/bali-960.webp 960w, /landing/bali-1600.webp 1600w');
  link.setAttribute('imagesizes', '100vw');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('data-hero-preload', '');
  document.head.appendChild(link);
})();
