/**
 * The preview server: a small static file server for a built site, with the same path prefix as GitHub
 * Pages would use (`/REPO/`). Used by `dirhub build --serve`, the browser tests and the benchmarks;
 * 127.0.0.1 only by default. (The live API of `dirhub serve` is another thing: scripts/serve/.)
 * Given a key and certificate it serves HTTP/2 over TLS, as GitHub Pages and CDNs do (a browser speaks
 * HTTP/2 only over TLS): many small requests then share one connection instead of queueing for six.
 * It answers a request for one range of a file (`Range: bytes=…`), as static hosts do, so the viewer's
 * pdf.js reads a PDF by parts; with `crossOrigin` it lets any site's pages read its files
 * (`Access-Control-Allow-Origin: *`), as a host of originals may or may not do.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { Socket } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { normalizePathPrefix } from '../read-model/urls.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.gz': 'application/gzip',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};

export interface PreviewServer {
  /** `http://127.0.0.1:PORT/PREFIX/`, or `https://` with TLS. */
  url: string;
  /** Bytes sent since start (or since the last reset), for benchmarks; only to paths matching `path` if given. */
  bytesSent(path?: RegExp): number;
  resetBytes(): void;
  close(): Promise<void>;
}

/**
 * Answers a GET or HEAD with the file under `root` its path names below `prefix` (a folder's index.html,
 * the site's 404.html for anything else), calling `record` with each body it sends.
 */
function fileHandler(
  root: string,
  prefix: string,
  record: (path: string, bytes: number) => void,
  crossOrigin: boolean,
) {
  const cors: Record<string, string> = crossOrigin
    ? {
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'Accept-Ranges, Content-Range, Content-Length',
      }
    : {};
  return async (
    req: IncomingMessage | Http2ServerRequest,
    res: ServerResponse | Http2ServerResponse,
  ): Promise<unknown> => {
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...cors });
      res.end(body);
    };
    if (req.method === 'OPTIONS' && crossOrigin) {
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, HEAD',
        'access-control-allow-headers': 'Range',
        'access-control-max-age': '600',
      });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Method not allowed');
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return send(400, 'Bad request');
    }
    if (pathname === prefix.slice(0, -1)) {
      res.writeHead(301, { location: prefix });
      return res.end();
    }
    if (!pathname.startsWith(prefix)) return send(404, 'Not found');
    const rel = normalize(pathname.slice(prefix.length));
    if (rel.startsWith('..') || rel.includes(`${sep}..`) || rel.includes('\0')) return send(400, 'Bad request');
    // Opened before it is measured and streamed from the open handle: a rebuild that replaces or removes
    // the file meanwhile cannot turn a stat that succeeded into a read that throws (the handle keeps the
    // file it opened).
    let opened = await openFile(join(root, rel));
    if (opened?.isDirectory) {
      await opened.handle.close();
      if (!pathname.endsWith('/')) {
        res.writeHead(301, { location: `${pathname}/` });
        return res.end();
      }
      opened = await openFile(join(root, rel, 'index.html'));
    }
    if (!opened || !opened.isFile) {
      await opened?.handle.close();
      const notFound = await openFile(join(root, '404.html'));
      if (!notFound?.isFile) {
        await notFound?.handle.close();
        return send(404, 'Not found');
      }
      res.writeHead(404, { 'content-type': TYPES['.html']!, 'content-length': notFound.size });
      record(pathname, notFound.size);
      return streamTo(res, notFound.handle);
    }
    return sendFile(req, res, opened, { ...cors, 'cache-control': 'no-cache' }, (bytes) => record(pathname, bytes));
  };
}

interface OpenedFile {
  handle: FileHandle;
  path: string;
  size: number;
  isFile: boolean;
  isDirectory: boolean;
}

/** The file opened for reading with what it is, or null when it cannot be opened (missing, unreadable). */
async function openFile(path: string): Promise<OpenedFile | null> {
  const handle = await open(path, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const info = await handle.stat();
    return { handle, path, size: info.size, isFile: info.isFile(), isDirectory: info.isDirectory() };
  } catch {
    await handle.close().catch(() => {});
    return null;
  }
}

/**
 * Streams (a range of) an open file into the response; a read that fails midway (a disk error) ends the
 * response early instead of throwing out of the server, and the handle is closed either way.
 */
function streamTo(
  res: ServerResponse | Http2ServerResponse,
  handle: FileHandle,
  range: { start: number; end: number } | null = null,
): void {
  const stream = handle.createReadStream(range ?? {});
  stream.on('error', () => {
    res.destroy();
  });
  res.on('close', () => stream.destroy());
  stream.pipe(res as NodeJS.WritableStream);
}

/** The whole file (200), or the one range a request asks for (206, or 416 past its end). */
function sendFile(
  req: IncomingMessage | Http2ServerRequest,
  res: ServerResponse | Http2ServerResponse,
  file: OpenedFile,
  headers: Record<string, string>,
  record: (bytes: number) => void,
): unknown {
  const { size } = file;
  const type = TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  const common = { ...headers, 'content-type': type, 'accept-ranges': 'bytes' };
  const range = byteRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    void file.handle.close();
    res.writeHead(416, { ...common, 'content-range': `bytes */${size}` });
    return res.end();
  }
  const length = range ? range.end - range.start + 1 : size;
  res.writeHead(range ? 206 : 200, {
    ...common,
    'content-length': length,
    ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${size}` } : {}),
  });
  if (req.method === 'HEAD') {
    void file.handle.close();
    return res.end();
  }
  record(length);
  return streamTo(res, file.handle, range);
}

/** One range of a `size`-byte file (`bytes=0-99`, `bytes=100-`, `bytes=-50`); null for none or several. */
export function byteRange(
  header: string | string[] | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const m = typeof header === 'string' ? header.match(/^bytes=(\d*)-(\d*)$/) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

export async function startPreviewServer(
  root: string,
  options: {
    prefix?: string;
    port?: number;
    host?: string;
    tls?: { key: string; cert: string };
    /** Let pages of other origins read the files (and their ranges). */
    crossOrigin?: boolean;
  } = {},
): Promise<PreviewServer> {
  const prefix = normalizePathPrefix(options.prefix);
  const host = options.host ?? '127.0.0.1';
  let sent: { path: string; bytes: number }[] = [];
  const handle = fileHandler(root, prefix, (path, bytes) => sent.push({ path, bytes }), options.crossOrigin ?? false);
  const server = options.tls
    ? createSecureServer({ ...options.tls, allowHTTP1: true }, (req, res) => void handle(req, res))
    : createServer((req, res) => void handle(req, res));
  // Every connection, so that close() ends kept-alive ones (HTTP/2 sessions included) at once.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolveListen());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  return {
    url: `${options.tls ? 'https' : 'http'}://${host}:${port}${prefix}`,
    bytesSent: (path) => sent.reduce((n, s) => n + (!path || path.test(s.path) ? s.bytes : 0), 0),
    resetBytes: () => {
      sent = [];
    },
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
