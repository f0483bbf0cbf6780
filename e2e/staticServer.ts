/**
 * A minimal static file server that publishes a folder under a sub-path (e.g. dist/ at /training/sandbox/),
 * the way a school or company might self-host the build. Anything outside the sub-path is a 404, so an
 * asset URL that ignores the sub-path shows up as a failed request.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  /** e.g. http://127.0.0.1:4318 */
  origin: string;
  /** The published root, e.g. http://127.0.0.1:4318/training/sandbox/ */
  url: string;
  close(): Promise<void>;
}

/** Serves `rootDir` at `subPath` (which must start and end with "/") on `port` of 127.0.0.1. */
export async function startStaticServer(
  rootDir: string,
  subPath: string,
  port: number,
): Promise<StaticServer> {
  const root = normalize(rootDir + sep);
  const server: Server = createServer((request, response) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end('malformed URL');
      return;
    }
    if (`${pathname}/` === subPath) {
      response.writeHead(301, { location: subPath }).end();
      return;
    }
    if (!pathname.startsWith(subPath)) {
      response.writeHead(404).end('not under the published sub-path');
      return;
    }
    const relative = pathname.slice(subPath.length) || 'index.html';
    const file = normalize(join(root, relative));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const type = contentTypes[extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { 'content-type': type }).end(body);
      },
      () => response.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: `${origin}${subPath}`,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
