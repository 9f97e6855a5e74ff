/**
 * A document's text as the site stores it, once (`documents/ID/text.json.gz`): its pages as a JSON array,
 * gzip-compressed, decompressed by the browser (DecompressionStream). A server that sends the file with
 * `Content-Encoding: gzip` has had the browser decompress it already, so the bytes say which it is.
 */
const texts = new Map<string, Promise<string[]>>();

/** A JSON file the site may store gzip-compressed, as its value. */
export async function gzippedJson(url: string): Promise<unknown> {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
  const bytes = new Uint8Array(await r.arrayBuffer());
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const json = gzipped
    ? await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text()
    : new TextDecoder().decode(bytes);
  return JSON.parse(json) as unknown;
}

async function load(url: string): Promise<string[]> {
  return (await gzippedJson(url)) as string[];
}

/** The page texts at `url`; the last few are kept, so that turning back to a result costs nothing. */
export function documentPages(url: string): Promise<string[]> {
  let p = texts.get(url);
  if (!p) {
    p = load(url);
    p.catch(() => texts.delete(url));
    texts.set(url, p);
    if (texts.size > 50) texts.delete(texts.keys().next().value!);
  }
  return p;
}
