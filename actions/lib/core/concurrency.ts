/**
 * Runs an async step over many items a bounded number at a time, keeping the results in the items'
 * order: file reads and hashes overlap (a sequential await loop waits on each in turn), and far fewer
 * files are open than any limit allows.
 */

/** Files read at once by default: fast on SSDs, and far below any open-file limit. */
export const DEFAULT_CONCURRENCY = 64;

export async function mapLimited<T, R>(
  items: readonly T[],
  fn: (item: T, index: number) => Promise<R>,
  limit = DEFAULT_CONCURRENCY,
): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return out;
}
