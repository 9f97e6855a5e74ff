/**
 * The one way discovery reaches another host, and the manners it keeps there: a User-Agent that names
 * the archive, one request at a time per host spaced by at least `spacingMs` (or the host's robots.txt
 * Crawl-delay, or its published rate limit), timeouts, retries with exponential back-off that honour
 * `Retry-After` (undici's RetryAgent), and no wait longer than `maxRetryAfterS`: a host that asks for
 * more is left alone for the rest of the run and reported as rate limited. Bodies are read up to a byte
 * limit and never past it. `file:` addresses are read from this machine (a feed or page exported to a
 * disk), with the same limit. Expected failures come back as values with a problem; a bug throws.
 */
import { open, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { Agent, RetryAgent, errors as undiciErrors, request, type Dispatcher } from 'undici';
import { problem, type Problem } from '../core/problem.js';
import type { DiscoveryCode } from './codes.js';

export interface HttpOptions {
  userAgent: string;
  /** Least milliseconds between two requests to one host (1000: one a second). */
  spacingMs?: number;
  /** Milliseconds to wait for a response's headers, and between two pieces of its body. */
  timeoutMs?: number;
  /** Times a failed request is tried again (429, 5xx, a reset or timed-out connection). */
  retries?: number;
  /** The first back-off in ms, doubled each time (1000 outside tests). */
  backoffMs?: number;
  /** The longest Retry-After waited out, in seconds; a host asking for more is left for the next run. */
  maxRetryAfterS?: number;
  /** Per host: a spacing of its own (a published rate limit), in ms. */
  hostSpacingMs?: Record<string, number>;
  /** Called with one line per wait or retry, for the run's progress. */
  log?: (line: string) => void;
}

export type HttpAnswer =
  | { ok: true; status: number; url: string; headers: Record<string, string>; body: Uint8Array }
  | { ok: false; status: number | null; problem: Problem<DiscoveryCode> };

export interface GetOptions {
  headers?: Record<string, string>;
  /** The most bytes the body may have; a longer one is refused without being read further. */
  maxBytes: number;
  /** 304 Not Modified is an answer, not a failure (a conditional request). */
  conditional?: boolean;
}

interface Robots {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getCrawlDelay(ua?: string): number | undefined;
}
// robots-parser is CommonJS (module.exports = function), which its typings do not describe.
const robotsParser: (url: string, contents: string) => Robots = createRequire(import.meta.url)('robots-parser');

const RETRIED_STATUSES = [429, 500, 502, 503, 504];
const RETRIED_ERRORS = [
  'ECONNRESET',
  'ECONNREFUSED',
  'ENOTFOUND',
  'ENETDOWN',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EHOSTUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
];

function retryAfterSeconds(value: string | string[] | undefined, now = Date.now()): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  const seconds = Number(text);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export class Http {
  private readonly dispatcher: Dispatcher;
  private readonly inner: Agent;
  private readonly lastAt = new Map<string, number>();
  /** Hosts that asked to be left alone longer than we wait: until when (ms), and what they said. */
  private readonly resting = new Map<string, { until: number; problem: Problem<DiscoveryCode> }>();
  private readonly robots = new Map<string, Promise<{ allows: (url: string) => boolean; delayMs: number | null }>>();
  readonly requests: { url: string; status: number | null }[] = [];

  constructor(private readonly options: HttpOptions) {
    const timeout = options.timeoutMs ?? 30_000;
    this.inner = new Agent({
      maxRedirections: 5,
      headersTimeout: timeout,
      bodyTimeout: timeout,
      connectTimeout: timeout,
    });
    const maxWait = (options.maxRetryAfterS ?? 120) * 1000;
    const backoff = options.backoffMs ?? 1000;
    const log = options.log ?? (() => {});
    this.dispatcher = new RetryAgent(this.inner, {
      maxRetries: options.retries ?? 3,
      minTimeout: backoff,
      maxTimeout: Math.max(maxWait, backoff),
      timeoutFactor: 2,
      methods: ['GET', 'HEAD'],
      statusCodes: RETRIED_STATUSES,
      errorCodes: RETRIED_ERRORS,
      retry: (err, { state, opts }, callback) => {
        const e = err as Error & { statusCode?: number; code?: string; headers?: Record<string, string> };
        const asked = retryAfterSeconds(e.headers?.['retry-after']);
        // A host that asks for a longer rest than we wait is not asked again in this run.
        if (asked !== null && asked * 1000 > maxWait) return callback(err);
        const retryable =
          (e.statusCode !== undefined && RETRIED_STATUSES.includes(e.statusCode)) ||
          (e.code !== undefined && RETRIED_ERRORS.includes(e.code));
        if (!retryable || state.counter > (options.retries ?? 3)) return callback(err);
        const wait = asked !== null ? asked * 1000 : Math.min(backoff * 2 ** (state.counter - 1), maxWait);
        log(
          `${String(opts.origin ?? '')}${String(opts.path ?? '')}: ${e.statusCode ? `HTTP ${e.statusCode}` : (e.code ?? e.message)}; trying again in ${(wait / 1000).toFixed(1)} s${asked !== null ? ' as the host asks (Retry-After)' : ''}`,
        );
        setTimeout(() => callback(null), wait);
      },
    });
  }

  async close(): Promise<void> {
    await this.inner.close();
  }

  /** Waits until this host may be asked again, then notes the request. */
  private async spaced(url: URL, extraMs: number | null): Promise<void> {
    const host = url.host;
    const spacing = Math.max(this.options.hostSpacingMs?.[host] ?? this.options.spacingMs ?? 1000, extraMs ?? 0);
    const last = this.lastAt.get(host);
    const wait = last === undefined ? 0 : last + spacing - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    this.lastAt.set(host, Date.now());
  }

  /** A GET within the manners above. */
  async get(address: string, options: GetOptions, robotsDelayMs: number | null = null): Promise<HttpAnswer> {
    const url = new URL(address);
    if (url.protocol === 'file:') return this.readFile(url, options.maxBytes);
    const rest = this.resting.get(url.host);
    if (rest && rest.until > Date.now()) return { ok: false, status: 429, problem: rest.problem };
    await this.spaced(url, robotsDelayMs);
    let response: Dispatcher.ResponseData;
    try {
      response = await request(url, {
        dispatcher: this.dispatcher,
        method: 'GET',
        headers: { 'user-agent': this.options.userAgent, ...options.headers },
      });
    } catch (err) {
      const answer = this.failure(url, err);
      this.requests.push({ url: address, status: answer.status });
      return answer;
    }
    this.requests.push({ url: address, status: response.statusCode });
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(response.headers)) if (v !== undefined) headers[k] = String(v);
    if (response.statusCode === 304 && options.conditional) {
      await response.body.dump();
      return { ok: true, status: 304, url: address, headers, body: new Uint8Array() };
    }
    if (response.statusCode >= 300) {
      await response.body.dump().catch(() => undefined);
      return { ok: false, status: response.statusCode, problem: statusProblem(address, response.statusCode) };
    }
    const declared = Number(headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      response.body.destroy();
      return { ok: false, status: response.statusCode, problem: tooLarge(address, declared, options.maxBytes) };
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of response.body) {
        size += (chunk as Buffer).byteLength;
        if (size > options.maxBytes) {
          response.body.destroy();
          return { ok: false, status: response.statusCode, problem: tooLarge(address, size, options.maxBytes) };
        }
        chunks.push(chunk as Buffer);
      }
    } catch (err) {
      return { ok: false, status: response.statusCode, problem: truncated(address, size, (err as Error).message) };
    }
    if (Number.isFinite(declared) && size !== declared)
      return {
        ok: false,
        status: response.statusCode,
        problem: truncated(address, size, `${declared} bytes announced`),
      };
    const body = new Uint8Array(Buffer.concat(chunks));
    return { ok: true, status: response.statusCode, url: address, headers, body };
  }

  /** What a request that got no usable answer means; a host resting longer than we wait is remembered. */
  private failure(url: URL, err: unknown): HttpAnswer {
    const e = err as Error & { statusCode?: number; code?: string; headers?: Record<string, string> };
    if (e instanceof undiciErrors.RequestRetryError || e.statusCode !== undefined) {
      const status = e.statusCode ?? null;
      const asked = retryAfterSeconds(e.headers?.['retry-after']);
      if (status === 429 || asked !== null) {
        const p = problem<DiscoveryCode>(
          'discovery.rate_limited',
          `${url.host} asks us to wait${asked !== null ? ` ${asked} s` : ''} before asking again (HTTP ${status ?? '?'}).`,
          'Nothing is lost: the source is asked again by the next run, from the same cursor. If it keeps happening, ask it less often (every) or bring fewer documents a run (per_run).',
        );
        this.resting.set(url.host, { until: Date.now() + (asked ?? 3600) * 1000, problem: p });
        return { ok: false, status, problem: p };
      }
      return { ok: false, status, problem: statusProblem(url.href, status ?? 0) };
    }
    if (e instanceof TypeError || e instanceof RangeError || e instanceof ReferenceError) throw err;
    return {
      ok: false,
      status: null,
      problem: problem(
        'discovery.source_unreachable',
        `${url.host} gave no answer to ${url.href}: ${e.code ?? e.message}.`,
        'It was tried again with back-off; the next run asks again from the same cursor.',
      ),
    };
  }

  private async readFile(url: URL, maxBytes: number): Promise<HttpAnswer> {
    const path = fileURLToPath(url);
    let size: number;
    try {
      size = (await stat(path)).size;
    } catch {
      return { ok: false, status: 404, problem: statusProblem(url.href, 404) };
    }
    if (size > maxBytes) return { ok: false, status: 200, problem: tooLarge(url.href, size, maxBytes) };
    const handle = await open(path, 'r');
    try {
      const body = new Uint8Array(size);
      const { bytesRead } = await handle.read(body, 0, size, 0);
      return { ok: true, status: 200, url: url.href, headers: {}, body: body.subarray(0, bytesRead) };
    } finally {
      await handle.close();
    }
  }

  /**
   * Whether the host's robots.txt lets our User-Agent read `address`, and the Crawl-delay it asks for. A
   * robots.txt that is missing (4xx) allows everything, as the Robots Exclusion Protocol (RFC 9309) says;
   * one the host cannot serve (5xx, no answer) disallows everything for this run.
   */
  async robotsFor(
    address: string,
  ): Promise<{ allowed: boolean; delayMs: number | null; problem: Problem<DiscoveryCode> | null }> {
    const url = new URL(address);
    if (url.protocol === 'file:') return { allowed: true, delayMs: null, problem: null };
    const origin = url.origin;
    let entry = this.robots.get(origin);
    if (!entry) {
      entry = (async () => {
        const robotsUrl = `${origin}/robots.txt`;
        const answer = await this.get(robotsUrl, { maxBytes: 512 * 1024 });
        if (answer.ok) {
          const robots = robotsParser(robotsUrl, Buffer.from(answer.body).toString('utf8'));
          const delay = robots.getCrawlDelay(this.agentToken());
          return {
            allows: (u: string) => robots.isAllowed(u, this.agentToken()) !== false,
            delayMs: typeof delay === 'number' ? delay * 1000 : null,
          };
        }
        if (answer.status !== null && answer.status >= 400 && answer.status < 500)
          return { allows: () => true, delayMs: null };
        return { allows: () => false, delayMs: null };
      })();
      this.robots.set(origin, entry);
    }
    const robots = await entry;
    const allowed = robots.allows(address);
    return {
      allowed,
      delayMs: robots.delayMs,
      problem: allowed
        ? null
        : problem(
            'discovery.robots_disallowed',
            `${url.host}'s robots.txt does not let ${this.agentToken()} read ${address} (or it could not be read).`,
            `Nothing was taken from there. Ask the site to allow it, or remove the source.`,
          ),
    };
  }

  /** The product token robots.txt rules are matched against: the User-Agent's first word. */
  private agentToken(): string {
    return this.options.userAgent.split(/[\s/]/)[0] ?? 'dirhub';
  }
}

function statusProblem(address: string, status: number): Problem<DiscoveryCode> {
  if (status === 404 || status === 410)
    return problem(
      'discovery.document_vanished',
      `${address} is gone (HTTP ${status}).`,
      'It is noted and not asked for again.',
    );
  if (status === 401 || status === 403)
    return problem(
      'discovery.source_error',
      `${address} refused us (HTTP ${status}).`,
      "Check the source's token or that it still allows access; the next run asks again from the same cursor.",
    );
  return problem(
    'discovery.source_error',
    `${address} answered HTTP ${status}${status >= 500 ? ', also when asked again' : ''}.`,
    'The next run asks again from the same cursor.',
  );
}

function tooLarge(address: string, bytes: number, limit: number): Problem<DiscoveryCode> {
  return problem(
    'discovery.document_too_large',
    `${address} is ${bytes.toLocaleString('en-US')} bytes or more; the limit is ${limit.toLocaleString('en-US')}.`,
    'It was not downloaded further and is not asked for again. A maintainer can split it and upload the parts.',
  );
}

function truncated(address: string, bytes: number, why: string): Problem<DiscoveryCode> {
  return problem(
    'discovery.document_truncated',
    `${address} arrived cut short after ${bytes.toLocaleString('en-US')} bytes (${why}).`,
    'Nothing was opened; the next run tries it again.',
  );
}
