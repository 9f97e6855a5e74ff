/**
 * Defensive readers for archive files whose shape is still settling (enrichment fields, registries).
 * They never throw on odd data: a field of the wrong type reads as absent.
 */
import { readFile } from 'node:fs/promises';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(v: unknown): v is JsonObject {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

export function str(v: unknown): string | null {
  if (typeof v === 'string') {
    const t = v.trim();
    return t ? t : null;
  }
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

export function num(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() && Number.isFinite(Number(v))) return Number(v);
  return null;
}

export function arr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

export function strings(v: unknown): string[] {
  return arr(v)
    .map(str)
    .filter((s): s is string => s !== null);
}

/** The first present field among `keys`. */
export function pick(o: JsonObject, ...keys: string[]): Json | undefined {
  for (const k of keys) if (o[k] !== undefined && o[k] !== null) return o[k];
  return undefined;
}

/** Reads JSON from the first existing file; `null` when none exists. A file that exists but does not parse is an error value. */
export async function readFirstJson(
  files: string[],
): Promise<{ file: string; value: unknown } | { file: string; error: string } | null> {
  for (const file of files) {
    let raw: string;
    try {
      raw = await readFile(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR')
        continue;
      throw err;
    }
    try {
      return { file, value: JSON.parse(raw) };
    } catch (err) {
      return { file, error: (err as Error).message };
    }
  }
  return null;
}

/**
 * A registry is a list of items; accept a bare array, an object holding the array under a common key,
 * or an object keyed by id (`{"john-smith": {...}}`).
 */
export function registryItems(value: unknown, ...keys: string[]): JsonObject[] {
  if (Array.isArray(value)) return value.filter(isObject);
  if (!isObject(value)) return [];
  for (const k of [...keys, 'items', 'entries', 'data', 'events', 'images', 'entities']) {
    if (Array.isArray(value[k])) return (value[k] as Json[]).filter(isObject);
  }
  return Object.entries(value)
    .filter(([, v]) => isObject(v))
    .map(([id, v]) => ({ id, ...(v as JsonObject) }));
}
