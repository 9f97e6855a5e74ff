/**
 * What every request of both listeners is checked against beyond its JSON Schema, and how a message of
 * the agents' queue is checked exactly as the HTTP request it stands for:
 *
 * - numbers are finite: ajv skips `minimum`/`maximum` for a number that is not finite, and coerces the
 *   query text `Infinity` (or a JSON `1e400`) to one, so bounds alone let `per_page=Infinity` through;
 * - a date filter (`partial-date`: `YYYY`, `YYYY-MM` or `YYYY-MM-DD`) is a real calendar date, not
 *   merely digits in that shape (`2020-13-45` is refused).
 */
import type { Ajv, ErrorObject } from 'ajv';

export const PARTIAL_DATE_FORMAT = 'partial-date';

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD` with a month 01–12 and a day that month has. */
export function isPartialDate(text: string): boolean {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text);
  if (!m) return false;
  const [, year, month, day] = m;
  if (month === undefined) return true;
  const mm = Number(month);
  if (mm < 1 || mm > 12) return false;
  if (day === undefined) return true;
  const dd = Number(day);
  // Day 0 of the next month is the last day of this one (UTC: no time zone moves it).
  const last = new Date(Date.UTC(Number(year), mm, 0)).getUTCDate();
  return dd >= 1 && dd <= last;
}

/** The JSON Schema of a date filter. */
export const partialDateSchema = {
  type: 'string',
  format: PARTIAL_DATE_FORMAT,
  maxLength: 10,
} as const;

/** Adds the formats above to an ajv instance (both listeners' and the queue's). */
export function apiAjvPlugin(ajv: Ajv): Ajv {
  ajv.addFormat(PARTIAL_DATE_FORMAT, { type: 'string', validate: isPartialDate });
  return ajv;
}

/**
 * The path (`/filters/limit`, `/per_page`) of the first number in `value` that is not finite, or null.
 * Only plain objects and arrays are walked: a multipart part holds streams and refers back to its form.
 */
export function nonFiniteAt(value: unknown, path = '', seen = new Set<object>()): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path || '/';
  if (!value || typeof value !== 'object' || seen.has(value)) return null;
  if (!Array.isArray(value) && !isPlain(value)) return null;
  seen.add(value);
  for (const [key, item] of Object.entries(value)) {
    const at = nonFiniteAt(item, `${path}/${key}`, seen);
    if (at) return at;
  }
  return null;
}

/** An object literal, or a dictionary without a prototype (a parsed query string's). */
function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/** One ajv error in words: `querystring/per_page must be <= 100 (per_page)`. */
export function describeAjvError(where: string, e: ErrorObject): string {
  const path = e.instancePath ? `${where}${e.instancePath}` : where;
  const extra =
    e.keyword === 'additionalProperties'
      ? ` (${String((e.params as { additionalProperty?: string }).additionalProperty)})`
      : e.keyword === 'enum'
        ? ` (${((e.params as { allowedValues?: unknown[] }).allowedValues ?? []).join(', ')})`
        : '';
  return `${path} ${e.message ?? 'is invalid'}${extra}`;
}

/** The first five ajv errors in words, joined; `fallback` when there are none. */
export function describeAjvErrors(where: string, errors: ErrorObject[] | null | undefined, fallback: string): string {
  const parts = (errors ?? []).slice(0, 5).map((e) => describeAjvError(where, e));
  return parts.length ? `${parts.join('; ')}.` : fallback;
}
