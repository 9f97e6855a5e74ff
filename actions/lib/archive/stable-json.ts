/**
 * JSON written into the archive is canonical: keys sorted at every level, two-space indent, a trailing
 * newline. Regenerating a file from the same data is then byte-identical, so git shows no noise.
 */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  return value;
}

/** A whole file: pretty, sorted, newline-terminated. */
export function stableJson(value: unknown): string {
  return JSON.stringify(sortKeys(value), null, 2) + '\n';
}

/** One JSON Lines record: compact, sorted, newline-terminated. */
export function stableJsonLine(value: unknown): string {
  return JSON.stringify(sortKeys(value)) + '\n';
}
