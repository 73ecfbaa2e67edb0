/* global window, document */
// Starts the landing page's first photo (its LCP element) while the app's modules are still
// downloading. Loaded with `async` from index.html, so it never blocks rendering; it only acts on
// "/", where signed-out visitors get the landing page. AVIF only: `type` makes a browser without
// AVIF skip the hint. Keep in sync with src/web/features/landing/slides.ts (a unit test checks it).
(function () {
  if (window.location.pathname !== '/') return;
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.type = 'image/avif';
  link.href = '/photos/lake-midnight-twilight-1600.avif';
  link.setAttribute(
    'imagesrcset',
    '/photos/lake-midnight-twilight-960.avif 960w, /photos/lake-midnight-twilight-1600.avif 1600w, /photos/lake-midnight-twilight-2400.avif 2400w',
  );
  link.setAttribute('imagesizes', '100vw');
  link.setAttribute('fetchpriority', 'high');
  link.setAttribute('data-hero-preload', '');
  document.head.appendChild(link);
})();
