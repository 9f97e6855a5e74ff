/**
 * A document's text as the site stores it, once (`documents/ID/text.json.gz`): its pages as a JSON array,
 * gzip-compressed, decompressed here (fflate). A server that sends the file with
 * `Content-Encoding: gzip` has had the browser decompress it already, so the bytes say which it is.
 */
import { gunzipSync, strFromU8 } from 'fflate';

const texts = new Map<string, Promise<string[]>>();
/**
 * Text files kept: more than a phrase's check reads (up to 200, site/search-index/tree-search.ts), so that
 * the results drawn after it, which are among them, need no request (a few megabytes at most).
 */
const MAX_KEPT = 250;

/** A JSON file the site may store gzip-compressed, as its value. */
export async function gzippedJson(url: string): Promise<unknown> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  return jsonOfBytes(new Uint8Array(await r.arrayBuffer()));
}

/**
 * A JSON file's bytes, gzip-compressed or not, as its value. Inflated at once rather than through a
 * DecompressionStream: a search waits for ten of these, and the stream's hops between tasks took about
 * 18 ms for ten text files where this takes 3 (measured in Chromium).
 */
export function jsonOfBytes(bytes: Uint8Array): unknown {
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return JSON.parse(strFromU8(gzipped ? gunzipSync(bytes) : bytes)) as unknown;
}

async function load(url: string): Promise<string[]> {
  return (await gzippedJson(url)) as string[];
}

/** The page texts at `url`; the last MAX_KEPT are kept, so that turning back to a result costs nothing. */
export function documentPages(url: string): Promise<string[]> {
  let p = texts.get(url);
  if (!p) {
    p = load(url);
    p.catch(() => texts.delete(url));
    texts.set(url, p);
    if (texts.size > MAX_KEPT) texts.delete(texts.keys().next().value!);
  }
  return p;
}
