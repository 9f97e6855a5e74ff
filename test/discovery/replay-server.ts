/**
 * A server on loopback that replays recorded answers (fixtures/, see fixtures/SOURCES.md) by path, and
 * plays faults on demand: a status with headers (429 with Retry-After, 500), a body cut short, a reset
 * connection, no answer at all. Every request is recorded with its User-Agent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Answer = { status?: number; headers?: Record<string, string>; body?: string | Uint8Array };
export type Fault = Answer | 'truncate' | 'reset' | 'hang';

export class ReplayServer {
  url = '';
  readonly requests: { path: string; userAgent: string | undefined; headers: IncomingMessage['headers'] }[] = [];
  private readonly routes = new Map<string, (req: IncomingMessage) => Answer>();
  private readonly faults = new Map<string, Fault[]>();
  private server: Server | undefined;

  /** Answers `path` (with its query, or without to match any query). */
  route(path: string, answer: Answer | ((req: IncomingMessage) => Answer)): void {
    this.routes.set(path, typeof answer === 'function' ? answer : () => answer);
  }

  /** The next `times` requests for `path` get `fault` instead of the route's answer. */
  fault(path: string, fault: Fault, times = 1): void {
    const list = this.faults.get(path) ?? [];
    for (let i = 0; i < times; i++) list.push(fault);
    this.faults.set(path, list);
  }

  count(path: string): number {
    return this.requests.filter((r) => r.path === path || r.path.split('?')[0] === path).length;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((r) => this.server?.close(r));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const path = req.url ?? '/';
    this.requests.push({ path, userAgent: req.headers['user-agent'], headers: req.headers });
    const bare = path.split('?')[0]!;
    const queue = this.faults.get(path)?.length ? this.faults.get(path)! : this.faults.get(bare);
    const fault = queue?.shift();
    if (fault === 'reset') return void req.socket.destroy();
    if (fault === 'hang') return;
    const route = this.routes.get(path) ?? this.routes.get(bare);
    const answer: Answer =
      fault && typeof fault === 'object' ? fault : route ? route(req) : { status: 404, body: 'Not Found' };
    const body =
      typeof answer.body === 'string' ? Buffer.from(answer.body) : Buffer.from(answer.body ?? new Uint8Array());
    if (fault === 'truncate') {
      res.writeHead(answer.status ?? 200, { ...answer.headers, 'content-length': String(body.length) });
      res.write(body.subarray(0, Math.floor(body.length / 2)));
      setTimeout(() => req.socket.destroy(), 20);
      return;
    }
    res.writeHead(answer.status ?? 200, { 'content-length': String(body.length), ...answer.headers });
    res.end(body);
  }
}
