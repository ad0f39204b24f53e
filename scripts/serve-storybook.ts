// `npm run storybook:serve`: serves the static Storybook (`npm run build-storybook`) for reviewers
// without a development setup: http://localhost:6006 (PORT to change it).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const ROOT = resolve('storybook-static');
const PORT = Number(process.env.PORT ?? 6006);
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

if (!existsSync(join(ROOT, 'index.html'))) {
  console.error('No static Storybook in storybook-static/: run `npm run build-storybook` first.');
  process.exit(1);
}

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  let file = normalize(join(ROOT, path));
  if (!file.startsWith(ROOT)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  // The mock service worker must be allowed to control the whole Storybook.
  const headers: Record<string, string> = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
  if (file.endsWith('mockServiceWorker.js')) headers['service-worker-allowed'] = '/';
  response.writeHead(200, headers);
  createReadStream(file).pipe(response);
}).listen(PORT, () => console.log(`Storybook: http://localhost:${PORT}/`));
