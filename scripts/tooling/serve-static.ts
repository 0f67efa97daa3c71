/**
 * A minimal static file server for the end-to-end tests of static delivery: it serves a folder under a URL prefix
 * (`/agency/help/`, as GitHub Pages serves a project site under `/REPO/`), with the content types a static host
 * sends and nothing else — no rewriting, no fallbacks, so what works here works on a plain static host.
 *
 * `tsx scripts/tooling/serve-static.ts --port 4174 [--mount /agency/help/=dist] [--mount /=e2e/fixtures/host] [--gzip] [--slow /prefix/=MS]`
 *
 * `--gzip`: text (HTML, JS, CSS, JSON, SVG) is sent gzipped to a client that accepts it, as GitHub Pages and CDNs do:
 * what the scale benchmark counts as transferred.
 *
 * `--slow /prefix/=MS`: every answer under that prefix waits MS milliseconds first, so a spec can act while a long
 * download is still under way (cancel it) without depending on how fast the machine is.
 *
 * `--tls DIR`: HTTPS with HTTP/2 (HTTP/1.1 for a client that asks), with `DIR/key.pem` and `DIR/cert.pem`, as CDNs and
 * most static hosts serve: the scale benchmark's browser half, where a question's many small files would otherwise
 * queue on the six connections a browser opens to one HTTP/1.1 host.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../project-paths.ts';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.md': 'text/markdown; charset=utf-8',
  '.toml': 'text/plain; charset=utf-8',
};

const { values } = parseArgs({
  options: { port: { type: 'string' }, mount: { type: 'string', multiple: true }, gzip: { type: 'boolean' }, slow: { type: 'string', multiple: true }, tls: { type: 'string' } },
});
const COMPRESSED = new Set(['.html', '.js', '.css', '.json', '.svg']);
/** Compressed once per file, at the level the build's size reports use. */
const gzipped = new Map<string, Buffer>();
const mounts = (values.mount ?? []).map((spec) => {
  const [prefix, dir] = spec.split('=') as [string, string];
  return { prefix, root: resolve(PROJECT_ROOT, dir) };
});

const slow = (values.slow ?? []).map((spec) => {
  const [prefix, ms] = spec.split('=') as [string, string];
  return { prefix, ms: Number(ms) };
});

const handle = (request: IncomingMessage, response: ServerResponse) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const delay = slow.find((s) => path.startsWith(s.prefix))?.ms ?? 0;
  if (delay > 0) setTimeout(() => serve(path, request, response), delay);
  else serve(path, request, response);
};
// HTTP/2's compatibility API takes the same handler (its request and response have every member `serve` uses).
const server =
  values.tls === undefined
    ? createServer(handle)
    : createSecureServer({ key: readFileSync(join(values.tls, 'key.pem')), cert: readFileSync(join(values.tls, 'cert.pem')), allowHTTP1: true }, handle as never);
server.listen(Number(values.port ?? 4174), '127.0.0.1');

function serve(path: string, request: IncomingMessage, response: ServerResponse): void {
  // Longest prefix first, so a mount at `/` does not shadow `/agency/help/`.
  const mount = [...mounts].sort((a, b) => b.prefix.length - a.prefix.length).find((m) => path.startsWith(m.prefix));
  if (!mount) {
    response.writeHead(404).end('Not Found');
    return;
  }
  let file = normalize(join(mount.root, path.slice(mount.prefix.length)));
  if (!file.startsWith(mount.root + sep) && file !== mount.root) {
    response.writeHead(403).end('Forbidden');
    return;
  }
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    statSync(file);
  } catch {
    response.writeHead(404).end('Not Found');
    return;
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  if (values.gzip && COMPRESSED.has(extname(file)) && /\bgzip\b/u.test(String(request.headers['accept-encoding'] ?? ''))) {
    const body = gzipped.get(file) ?? gzipped.set(file, gzipSync(readFileSync(file), { level: 9 })).get(file)!;
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', 'content-encoding': 'gzip', 'content-length': body.length, vary: 'accept-encoding' });
    response.end(body);
    return;
  }
  response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
  createReadStream(file).pipe(response);
}
