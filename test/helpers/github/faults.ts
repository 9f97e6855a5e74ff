/**
 * Failures a scenario plays back on the local GitHub: outages (the next requests answered with an error
 * before any work), faults of one operation after it passed the OpenAPI check, and rate limits answered as
 * GitHub documents them.
 */
import { DOCS, type OperationFault } from './model.js';

export interface Outage {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export class Faults {
  private readonly outages: Outage[] = [];
  private readonly operationFaults = new Map<string, OperationFault[]>();

  /** The next `times` requests fail with `status` (a 502 or 503 as GitHub's front end sends). */
  failNext(times: number, status = 502): void {
    for (let i = 0; i < times; i++) this.outages.push({ status, body: { message: 'Server Error' }, headers: {} });
  }

  /**
   * The next `times` requests for one operation (an OpenAPI operationId such as `pulls/merge`) fail, after
   * they pass the OpenAPI check: with a status and GitHub-like message (a 422 "Base branch was modified",
   * a 500), or `'reset'`, the connection closed with no answer, as a network fault looks to the client.
   * The operation's handler does not run, so nothing changes.
   */
  faultNext(operationId: string, fault: OperationFault, times = 1): void {
    const queue = this.operationFaults.get(operationId) ?? [];
    for (let i = 0; i < times; i++) queue.push(fault);
    this.operationFaults.set(operationId, queue);
  }

  /**
   * The next `times` requests hit a rate limit, answered as GitHub documents it: a secondary limit is a
   * 403 or 429 that says so, with `retry-after`; an exhausted hourly quota is a 403 with
   * `x-ratelimit-remaining: 0` and the reset time.
   */
  rateLimitNext(
    times: number,
    limit: { kind: 'secondary'; status: 403 | 429; retryAfterS: number } | { kind: 'hourly'; resetInS: number },
  ): void {
    for (let i = 0; i < times; i++) {
      if (limit.kind === 'secondary') {
        this.outages.push({
          status: limit.status,
          body: {
            message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
            documentation_url: DOCS,
          },
          headers: { 'retry-after': String(limit.retryAfterS) },
        });
      } else {
        const reset = Math.ceil(Date.now() / 1000) + limit.resetInS;
        this.outages.push({
          status: 403,
          body: { message: 'API rate limit exceeded for installation ID 1.', documentation_url: DOCS },
          headers: {
            'x-ratelimit-limit': '5000',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-used': '5000',
            'x-ratelimit-reset': String(reset),
          },
        });
      }
    }
  }

  /** The outage the next request meets, if one waits. */
  nextOutage(): Outage | undefined {
    return this.outages.shift();
  }

  /** The fault the next call of this operation meets, if one waits. */
  nextFault(operationId: string): OperationFault | undefined {
    return this.operationFaults.get(operationId)?.shift();
  }
}
