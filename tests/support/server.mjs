// Shared by the browser tests and the bench: a static file server for the site
// on a free loopback port, and Debian's Chromium launched headless with the
// flags this machine needs (as root, no network).
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The site as served: `./build.sh build` writes it to target/site/ (www/
 * with its scripts slimmed by tools/site.mjs), so the browser tests load
 * the bytes a player's browser does. Tests that read sources use www/.
 */
export const SITE = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../target/site');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

/**
 * Serves `dir`; `url` ends without a slash. `cors`: every response says any
 * origin may read it, as a server of www/embed.js for other sites must
 * (module scripts and the wasm they fetch are CORS requests). A request
 * whose query has `csp` is answered with that Content-Security-Policy
 * header (a host page under a policy).
 */
export async function startServer(dir, { cors = false } = {}) {
  const root = path.resolve(dir);
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    const policy = url.searchParams.get('csp');
    const file = path.join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        ...(cors ? { 'access-control-allow-origin': '*' } : {}),
        ...(policy ? { 'content-security-policy': policy } : {}),
      });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/**
 * Debian's Chromium through playwright-core (never a downloaded browser).
 * Its contexts block the site's service worker unless a context asks for
 * it (`serviceWorkers: 'allow'`) or `serviceWorkers` says so for them all:
 * a worker precaching the whole site in every test's fresh context would
 * load the machine for nothing, and only the offline test is about it.
 */
export async function launchChromium({ serviceWorkers = 'block' } = {}) {
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch(CHROMIUM);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers, ...options });
  return browser;
}

/**
 * The same Chromium with a profile in `dir` (a context that is not
 * incognito, as an app's installation needs); `options` for the context.
 */
export function launchChromiumProfile(dir, options = {}) {
  const { chromium } = require('playwright-core');
  return chromium.launchPersistentContext(dir, { ...CHROMIUM, ...options });
}
