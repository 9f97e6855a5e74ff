/**
 * Takes documents out of a chunk that was written before they were removed or changed: their numbers
 * leave every list (a word then held by no one leaves the chunk, so the published index no longer names
 * a removed document's words), and their entries leave every head.
 */
import { ByteWriter, Chunk, writeEntry } from './format.js';

/** The chunk without the documents `removed` marks (by number), or null when it holds none of them. */
export function withoutDocuments(bytes: Uint8Array, removed: Uint8Array): Uint8Array | null {
  const chunk = new Chunk(bytes);
  const lists = chunk.keys.map((_, i) => chunk.postingsAt(i));
  if (!lists.some(({ docs }) => docs.some((d) => removed[d] === 1))) return null;
  const out = new ByteWriter();
  const gaps = new ByteWriter();
  chunk.keys.forEach((key, i) => {
    const { docs, impacts } = lists[i]!;
    const keep: number[] = [];
    for (let j = 0; j < docs.length; j++) if (removed[docs[j]!] !== 1) keep.push(j);
    if (!keep.length) return;
    const head = chunk.headAt(i)?.filter(([n]) => removed[n] !== 1) ?? null;
    writeEntry(
      out,
      key,
      keep.map((j) => docs[j]!),
      Uint8Array.from(keep, (j) => impacts[j]!),
      gaps,
      head?.length ? head : null,
    );
  });
  return out.result();
}
