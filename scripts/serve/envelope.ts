/**
 * The spec's response envelope for the live API: `status`, `data`, `meta` (timestamp, version and, for
 * every success, pagination with the static API's fields), and one shape for every error.
 */
import { API_VERSION, type Pagination } from '../../site/read-model/json.js';
import { DirhubError } from '../../actions/lib/core/errors.js';
import type { Problem } from '../../actions/lib/core/problem.js';

export { API_VERSION };
export type { Pagination };

export interface SuccessBody<T> {
  status: 'success';
  data: T;
  meta: { timestamp: string; version: string; pagination: Pagination };
}

export interface ErrorBody {
  status: 'failed';
  error: { code: string; message: string; hint: string; problems?: Problem[] };
  meta: { timestamp: string; version: string };
}

/**
 * An expected failure answered to the caller: an HTTP status and the problem with its fix. Thrown from
 * a handler, the error handler turns it into the error envelope.
 */
export class ApiError extends DirhubError {
  constructor(
    readonly statusCode: number,
    code: string,
    message: string,
    hint: string,
    readonly problems?: Problem[],
    /** Headers to send with the answer (WWW-Authenticate, Retry-After…). */
    readonly headers: Record<string, string> = {},
  ) {
    super(code, message, hint);
  }
}

export function errorBody(code: string, message: string, hint: string, problems?: Problem[]): ErrorBody {
  return {
    status: 'failed',
    error: { code, message, hint, ...(problems?.length ? { problems } : {}) },
    meta: { timestamp: new Date().toISOString(), version: API_VERSION },
  };
}

/** A link to the same path with some query parameters replaced. */
export function linkTo(path: string, query: object, change: Record<string, number>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...change })) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Pagination of a page-numbered list (`page`, `per_page`), with links that keep the caller's filters. */
export function pagePagination(path: string, query: object, page: number, perPage: number, total: number): Pagination {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const at = (n: number) => linkTo(path, query, { page: n, per_page: perPage });
  return {
    page,
    per_page: perPage,
    total_items: total,
    total_pages: pages,
    first: at(1),
    last: at(pages),
    prev: page > 1 ? at(Math.min(page - 1, pages)) : null,
    next: page < pages ? at(page + 1) : null,
  };
}

/** Pagination of an offset list (`from`, `size`, as the spec's search takes): pages are `size` long from 0. */
export function offsetPagination(
  path: string,
  query: object,
  from: number,
  size: number,
  total: number,
  cap: number,
): Pagination {
  const reachable = Math.min(total, cap);
  const pages = Math.max(1, Math.ceil(reachable / size));
  const at = (offset: number) => linkTo(path, query, { from: offset, size });
  const lastFrom = (pages - 1) * size;
  return {
    page: Math.floor(from / size) + 1,
    per_page: size,
    total_items: total,
    total_pages: pages,
    first: at(0),
    last: at(lastFrom),
    prev: from > 0 ? at(Math.max(0, from - size)) : null,
    next: from + size < reachable ? at(from + size) : null,
  };
}

/** The pagination of a single item: a one-item, one-page list, as the static API's document files carry. */
export function singlePagination(path: string): Pagination {
  return { page: 1, per_page: 1, total_items: 1, total_pages: 1, first: path, last: path, prev: null, next: null };
}

export function success<T>(data: T, pagination: Pagination): SuccessBody<T> {
  return { status: 'success', data, meta: { timestamp: new Date().toISOString(), version: API_VERSION, pagination } };
}
