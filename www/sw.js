// The service worker: the whole site (pages, styles, scripts, every game's
// wasm module, the rules pages, the icons) cached at install so that, after
// one visit, every game plays and every rules page reads with no network.
//
// The build writes the list and its version into sw-precache.js
// (tools/precache.mjs, after the modules and the rules pages): the version
// hashes every file's content, so a new build changes that script, the
// browser sees a changed worker, and this one installs beside the old. It
// takes over at once (skipWaiting, then claim) and deletes the old build's
// cache: the next page opened or reloaded is the new build. A page already
// open keeps the code it loaded (a file it fetches later comes from the new
// build).
//
// Only the site's own pages register it (js/offline.js); the embeddable
// element (embed.js) never does, so other sites never get a worker.

/* global PRECACHE */
importScripts('sw-precache.js');

const PREFIX = 'rulebook-';
const CACHE = PREFIX + PRECACHE.version;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // Past the HTTP cache: a file it kept from the previous build would
      // be stored under this build's name.
      await cache.addAll(PRECACHE.files.map((file) => new Request(file, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      // A page is one file whatever its query (play.html?game=…); a folder is its index.
      const navigate = request.mode === 'navigate';
      const key = navigate && url.pathname.endsWith('/') ? new URL('index.html', url) : request;
      const hit = await cache.match(key, { ignoreSearch: navigate });
      return hit ?? fetch(request);
    })(),
  );
});
