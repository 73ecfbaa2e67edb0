/* global window, document, fetch */
// The first thing index.html runs (a classic script, before the app's modules): it starts what the
// first screen needs while those modules are still downloading, in this order —
//   1. zod's jitless mode, for the CSP (see below);
//   2. for a signed-in visitor (the session hint cookie), the sign-in check and, on home and
//      explore, the first page of posts (on a post or profile, that post or member); on a
//      destination page, its content and photo: the app
//      takes these responses instead of asking again (src/web/lib/early-requests.ts);
//   3. the code of the screen this path shows (its chunks, listed by the build in the
//      #roamly-screens data block), so signed-in paths never load the landing page's code;
//   4. on the landing page, its first photo (its LCP element);
//   5. where the server drew the first screen into the page (src/server/modules/first-paint),
//      the app's code once that screen has painted.
// Keep the paths and cookie in sync with src/web (src/web/boot.test.ts checks them).
(function () {
  // Zod compiles object parsers with `new Function` and probes for that ability when the first
  // object schema is built. The Content-Security-Policy forbids eval, so even the probe shows up
  // as a CSP violation; jitless mode skips both. Zod keeps its settings (what `z.config()` fills)
  // on globalThis, and this script runs before any module.
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
    jitless: true,
  });

  var path = window.location.pathname;
  var signedIn = document.cookie.split(';').some(function (part) {
    return part.trim() === 'roamly_signed_in=1';
  });
  var screen = screenFor(path, signedIn);

  // 2. The API reads leave first, before any request this script adds below.
  var early = (window.__roamlyEarly = window.__roamlyEarly || {});
  var publicReads = (window.__roamlyEarlyPublic = window.__roamlyEarlyPublic || []);
  var read = function (url) {
    early[url] = fetch(url, { credentials: 'include' });
  };
  /** A read whose answer is the same for anyone: kept whoever the sign-in check finds. */
  var readPublic = function (url) {
    read(url);
    publicReads.push(url);
  };
  if (signedIn) {
    // The screen's first page first: the largest answer, which its first paint waits for.
    if (screen === 'home') read('/api/posts/feed?limit=10');
    if (screen === 'explore' && !window.location.search) read('/api/posts/explore?limit=10');
    // A post or a profile by its id: the answer its first paint waits for.
    var subject = subjectId(path);
    if (screen === 'post' && subject) read('/api/posts/' + subject);
    if (screen === 'profile' && subject) read('/api/users/' + subject);
    read('/api/auth/user');
  }
  // A destination page (public) waits for its content and its photo's address before its hero
  // can show the photo, its largest paint.
  var place = screen === 'destination' ? destinationPlace(path) : null;
  if (place) {
    readPublic('/api/seo/destination-content/' + encodeURIComponent(place));
    readPublic('/api/places/image/' + encodeURIComponent(place.replace(/-/g, ' ')));
  }

  // 3. The screen's chunks (absent under the dev server, which has no build).
  var data = document.getElementById('roamly-screens');
  var screens = data ? JSON.parse(data.textContent || '{}') : {};
  var files = (screen && screens.screens && screens.screens[screen]) || [];
  // The server drew the first screen (src/server/modules/first-paint): the app's code waits for
  // its paint (5. below), and the screen's stylesheets are already links of the page.
  var deferredBlock = document.getElementById('roamly-deferred-app');
  var deferred = deferredBlock ? JSON.parse(deferredBlock.textContent || '{}') : null;
  var modules = deferred ? deferred.modules || [] : [];
  for (var i = 0; i < files.length; i += 1) {
    var file = screens.files[files[i]];
    var isCss = /\.css$/.test(file);
    if (deferred) {
      if (!isCss) modules.push('/' + file);
      continue;
    }
    var link = document.createElement('link');
    if (isCss) {
      link.rel = 'preload';
      link.as = 'style';
      // CORS mode, as the stylesheet links Vite adds for it: a preload in another mode is not
      // reused, and the file would download twice.
      link.crossOrigin = '';
    } else {
      link.rel = 'modulepreload';
      link.crossOrigin = '';
    }
    link.href = '/' + file;
    document.head.appendChild(link);
  }

  // 4. The screen's largest photo: the landing page's first slide, home's banner. AVIF only:
  // `type` makes a browser without AVIF skip the hint. Keep in sync with
  // src/web/features/landing/slides.ts and features/home/banner-photo.ts (unit tests check it).
  if (screen === 'landing') {
    preloadPhoto('/photos/lake-midnight-twilight-', '100vw').setAttribute('data-hero-preload', '');
  }
  if (screen === 'home') {
    preloadPhoto(
      '/photos/storm-clouds-sunset-',
      '(min-width: 1280px) 1248px, calc(100vw - 2rem)',
    ).setAttribute('data-banner-preload', '');
  }

  // 5. The server drew the first screen (and listed the entry and its imports in a data block
  // instead of Vite's tags): download and run the app's code once the browser reports that screen
  // painted — its largest photo, where it has one — so the paint neither waits for the app's
  // scripts nor shares the connection with them (on a phone the app's ~200 KB take a second or
  // more; the screen's CSS and photo go first). The app's first render then replaces the drawn
  // screen. A hidden page (nothing paints) starts at once, and nothing holds the app up for more
  // than 3 s.
  if (deferred && deferred.entry) {
    document.addEventListener('DOMContentLoaded', function () {
      if (document.visibilityState !== 'visible') return startApp();
      window.setTimeout(startApp, 3000);
      // Explore marks its first row: equal squares, of which the browser reports the first drawn.
      var photos = Array.prototype.slice.call(
        document.querySelectorAll('img[data-first-paint-lcp]'),
      );
      for (var p = 0; p < photos.length; p += 1) photos[p].addEventListener('error', startApp);
      whenPainted(photos, startApp);
    });
  }

  /** The app's modules as preloads (fetched in parallel), then its entry; once. */
  function startApp() {
    if (document.querySelector('script[data-roamly-entry]')) return;
    for (var m = 0; m < modules.length; m += 1) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = modules[m];
      document.head.appendChild(preload);
    }
    var script = document.createElement('script');
    script.setAttribute('data-roamly-entry', '');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = deferred.entry;
    document.body.appendChild(script);
  }

  /**
   * Calls `done` once the browser has reported the paint of one of `photos` (a
   * largest-contentful-paint entry for it), or without photos the first contentful paint: the
   * entries arrive after the frame is on screen. Browsers without those entries: after the first
   * photo has decoded and the next frame.
   */
  function whenPainted(photos, done) {
    var photo = photos[0];
    var type = photo ? 'largest-contentful-paint' : 'paint';
    var Observer = window.PerformanceObserver;
    if (Observer && (Observer.supportedEntryTypes || []).indexOf(type) !== -1) {
      var observer = new Observer(function (list) {
        var entries = list.getEntries();
        for (var i = 0; i < entries.length; i += 1) {
          var painted = photo
            ? photos.indexOf(entries[i].element) !== -1
            : entries[i].name === 'first-contentful-paint';
          if (painted) {
            observer.disconnect();
            done();
            return;
          }
        }
      });
      observer.observe({ type: type, buffered: true });
      return;
    }
    var afterFrame = function () {
      window.requestAnimationFrame(function () {
        window.setTimeout(done, 0);
      });
    };
    if (photo && typeof photo.decode === 'function') photo.decode().then(afterFrame, afterFrame);
    else afterFrame();
  }

  /** A preload of the 960, 1600 and 2400 px AVIF renditions of a full-width photo. */
  function preloadPhoto(prefix, sizes) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.type = 'image/avif';
    link.href = prefix + '1600.avif';
    link.setAttribute(
      'imagesrcset',
      prefix + '960.avif 960w, ' + prefix + '1600.avif 1600w, ' + prefix + '2400.avif 2400w',
    );
    link.setAttribute('imagesizes', sizes);
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
    return link;
  }

  /**
   * The place a destination tours page is about, as src/web/routes/destination-route.tsx reads
   * it: /destinations/{place}[/{type}] and /destination/{place}/{type}, for the excursions, tours
   * and all pages (not hotels, nor /excursions, whose default place the app decides).
   */
  function destinationPlace(pathname) {
    var p = pathname.replace(/\/$/, '');
    var match =
      /^\/destinations\/([^/]+)(?:\/([^/]+))?$/.exec(p) ||
      /^\/destination\/([^/]+)\/([^/]+)$/.exec(p);
    if (!match || !/^(excursions|tours|all)$/.test(match[2] || 'excursions')) return null;
    try {
      return decodeURIComponent(match[1]).trim() || null;
    } catch {
      return null;
    }
  }

  /** The id a post or profile path ends with, when it is one (a UUID), else null. */
  function subjectId(pathname) {
    var match =
      /^\/(?:posts|profile)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i.exec(
        pathname,
      );
    return match ? match[1] : null;
  }

  /**
   * The screen a path shows, as src/web/app/router.tsx routes it: "/" is home when signed in and
   * the landing page otherwise; members-only screens only when signed in (a visitor is sent to
   * sign in); the destination pages are public. Other paths preload nothing.
   */
  function screenFor(pathname, member) {
    var p = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    if (p === '/') return member ? 'home' : 'landing';
    if (
      /^\/(destination\/[^/]+\/[^/]+|destinations\/[^/]+(\/[^/]+)?|excursions(\/[^/]+)?)$/.test(p)
    )
      return 'destination';
    if (!member) return null;
    if (p === '/explore') return 'explore';
    if (/^\/profile(\/[^/]+)?$/.test(p)) return 'profile';
    if (/^\/posts\/[^/]+$/.test(p)) return 'post';
    return null;
  }
})();
