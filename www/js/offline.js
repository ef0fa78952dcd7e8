// The site as an app that works offline: each of the site's own pages
// registers the service worker (../sw.js, which caches the whole site) once
// the page is usable, so the first visit's own downloads come first and the
// worker fetches the rest in the background. Never imported by embed.js:
// another site embedding a board must not get a worker.

/** Registers the site's service worker after the page has loaded. */
export function registerOffline() {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    const root = new URL('../', import.meta.url);
    // Refused where workers can't run (a file:// page, an insecure origin,
    // a build without its precache list): the site then works online only.
    // The update check skips the HTTP cache for the worker's list too: a
    // new build is seen at the next page opened.
    navigator.serviceWorker
      .register(new URL('sw.js', root), { scope: root.pathname, updateViaCache: 'none' })
      .catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * The same for a page with a store (js/page/store.js), as an effect of its
 * commits: registered once the state says the page is usable (`ready`).
 */
export function registerWhenReady() {
  let registered = false;
  return (state) => {
    if (registered || !state.ready) return;
    registered = true;
    registerOffline();
  };
}
