// What the embedding tests share beside the site (site.mjs): the same
// files served to other origins (with CORS, as a host of embed.js must), a
// scratch folder served as a third origin for the host pages, and one
// Chromium.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, after } from 'node:test';
import { startServer, launchChromium } from './server.mjs';

/** Starts the three servers and Chromium; `close()` ends them all. */
export async function startOrigins(www, name) {
  const hostDir = await mkdtemp(join(tmpdir(), `rulebook-${name}-`));
  const origins = {
    hostDir,
    site: await startServer(www),
    embedServer: await startServer(www, { cors: true }),
    hostServer: await startServer(hostDir),
    browser: await launchChromium(),
    /**
     * Writes a third party's page (embed.js's script tag from the other
     * origin, and `body`) to the host folder; its URL, with `query`.
     */
    async hostPage(name, body, { lang = 'en', query = '', embed = true } = {}) {
      const script = embed ? `<script type="module" src="${origins.embedServer.url}/embed.js"></script>` : '';
      const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>A tutorial</title>${script}</head>
<body>${body}</body></html>`;
      await writeFile(join(hostDir, name), html);
      return `${origins.hostServer.url}/${name}${query}`;
    },
    async close() {
      await origins.browser?.close();
      for (const server of [origins.site, origins.embedServer, origins.hostServer]) await server?.close();
      await rm(hostDir, { recursive: true, force: true });
    },
  };
  return origins;
}

/** The origins for one test file: started before its tests, closed after. */
export function useOrigins(www, name) {
  const origins = {};
  before(async () => Object.assign(origins, await startOrigins(www, name)));
  after(async () => origins.close?.());
  return origins;
}
