/**
 * Service worker: keeps the codex and search working offline once visited. Pages are fetched from the
 * network first and kept; the site's assets and the search index's files that never change under their
 * names are served from the cache first. The build injects the version, the base path, the files to
 * fetch at install time and the path prefixes served from the cache first (the search indexer names its own).
 */
declare const __VERSION__: string;
declare const __BASE__: string;
declare const __PRECACHE__: string[];
declare const __CACHE_FIRST__: string[];

interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(r: Promise<Response> | Response): void;
}
interface SwScope {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEvent) => void): void;
}

const scope = self as unknown as SwScope;
const CACHE = `dirhub-${__BASE__}-${__VERSION__}`;
const OFFLINE_PAGE = `${__BASE__}offline/`;

scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(__PRECACHE__))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith(`dirhub-${__BASE__}-`) && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => scope.clients.claim()),
  );
});

async function networkFirst(request: Request, fallback: string | null): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.status === 200) await cache.put(request, response.clone());
    return response;
  } catch (err) {
    const cached = (await cache.match(request)) ?? (await cache.match(request, { ignoreSearch: true }));
    if (cached) return cached;
    const offline = fallback ? await cache.match(fallback) : undefined;
    if (offline) return offline;
    throw err;
  }
}

/** Pagefind adds a cache-busting query to its entry file; within one cache version the query does not matter. */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
}

scope.addEventListener('fetch', (event) => {
  const request = event.request;
  // A part of a file (pdf.js reads a PDF in ranges) goes to the network as it is: the cache holds whole files only.
  if (request.method !== 'GET' || request.headers.has('range')) return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin || !url.pathname.startsWith(__BASE__)) return;
  const path = url.pathname.slice(__BASE__.length);
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, OFFLINE_PAGE));
  else if (__CACHE_FIRST__.some((prefix) => path.startsWith(prefix))) event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirst(request, null));
});
