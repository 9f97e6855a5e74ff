/**
 * An Atom or RSS feed whose entries link PDFs: an Atom `<link>` typed application/pdf (or whose address
 * ends in .pdf, any rel), an RSS `<enclosure>` or `<link>` to a PDF. Each such link is a document, titled
 * by its entry and dated by the entry's published (or updated) date. The feed is asked for with the ETag
 * and Last-Modified of the last answer, so an unchanged feed costs the host a 304 and nothing more.
 * Parsed with htmlparser2 in XML mode (its DomUtils read the feed's own title).
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { problem } from '../../core/problem.js';
import type { FeedSource } from '../config.js';
import type { Candidate, Cursor } from '../state.js';
import { isoDay, oneLine, sourceUrlOf, type ListContext, type Listing, type SourceKindModule } from './kind.js';

/** The most bytes a feed may have. */
const FEED_MAX_BYTES = 10 * 1024 * 1024;

function text(el: Element | null | undefined): string {
  return el ? DomUtils.textContent(el) : '';
}

function child(el: Element, ...names: string[]): Element | null {
  for (const name of names) {
    const found = el.children.find((c): c is Element => c.type === 'tag' && c.name.toLowerCase() === name);
    if (found) return found;
  }
  return null;
}

function isPdf(url: string, type: string | undefined): boolean {
  if (type && /application\/pdf/i.test(type)) return true;
  try {
    return /\.pdf$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** The PDF addresses an entry or item links, absolute, each once, in document order. */
function pdfLinks(entry: Element, base: string): string[] {
  const out: string[] = [];
  const add = (href: string | undefined, type: string | undefined) => {
    if (!href) return;
    let url: string;
    try {
      url = new URL(href.trim(), base).href;
    } catch {
      return;
    }
    if (isPdf(url, type) && !out.includes(url)) out.push(url);
  };
  for (const el of entry.children) {
    if (el.type !== 'tag') continue;
    const name = el.name.toLowerCase();
    if (name === 'link') add(el.attribs.href ?? text(el), el.attribs.type);
    else if (name === 'enclosure') add(el.attribs.url, el.attribs.type);
    else if (name === 'media:content') add(el.attribs.url, el.attribs.type);
  }
  return out;
}

export function feedCandidates(xml: string, feedUrl: string): { title: string | null; candidates: Candidate[] } | null {
  const doc = parseDocument(xml, { xmlMode: true });
  const feed = DomUtils.getFeed(doc.children);
  if (!feed) return null;
  const entries = DomUtils.getElementsByTagName((n) => n === 'entry' || n === 'item', doc.children, true);
  const candidates: Candidate[] = [];
  for (const entry of entries) {
    const title = oneLine(text(child(entry, 'title')));
    const date =
      isoDay(text(child(entry, 'published'))) ??
      isoDay(text(child(entry, 'pubdate'))) ??
      isoDay(text(child(entry, 'dc:date'))) ??
      isoDay(text(child(entry, 'updated')));
    const summary = oneLine(text(child(entry, 'summary', 'description')), 5000);
    const links = pdfLinks(entry, feedUrl);
    for (const [i, url] of links.entries()) {
      candidates.push({
        key: url,
        url,
        metadata: {
          ...(title ? { title: links.length > 1 ? oneLine(`${title} (${i + 1} of ${links.length})`) : title } : {}),
          ...(date ? { date } : {}),
          ...(summary ? { description: summary } : {}),
          ...sourceUrlOf(url),
        },
        listed_at: date,
        docket: null,
      });
    }
  }
  return { title: feed.title ? oneLine(feed.title) : null, candidates };
}

/** Asks for a feed or page with the cursor's validators; a 304 is an empty listing with the same cursor. */
export async function conditionalGet(
  url: string,
  cursor: Cursor,
  ctx: ListContext,
  maxBytes: number,
  delayMs: number | null = null,
): Promise<{ ok: true; notModified: boolean; body: string; cursor: Cursor } | Extract<Listing, { ok: false }>> {
  const headers: Record<string, string> = {};
  if (!ctx.dryRun && cursor.etag) headers['if-none-match'] = cursor.etag;
  if (!ctx.dryRun && cursor.last_modified) headers['if-modified-since'] = cursor.last_modified;
  const answer = await ctx.http.get(url, { headers, maxBytes, conditional: true }, delayMs);
  if (!answer.ok) return { ok: false, problem: answer.problem };
  if (answer.status === 304) return { ok: true, notModified: true, body: '', cursor };
  return {
    ok: true,
    notModified: false,
    body: Buffer.from(answer.body).toString('utf8'),
    cursor: { etag: answer.headers.etag ?? null, last_modified: answer.headers['last-modified'] ?? null },
  };
}

export const feedKind: SourceKindModule<FeedSource> = {
  async list(source, cursor, ctx) {
    const got = await conditionalGet(source.url, cursor, ctx, FEED_MAX_BYTES);
    if (!got.ok) return got;
    if (got.notModified) {
      ctx.log(`${source.name}: the feed has not changed since the last run (304)`);
      return { ok: true, candidates: [], cursor };
    }
    const parsed = feedCandidates(got.body, source.url);
    if (!parsed)
      return {
        ok: false,
        problem: problem(
          'discovery.format_changed',
          `${source.url} of source "${source.name}" is no longer an Atom or RSS feed.`,
          'Check the address in a browser: the site may have moved its feed. The cursor was kept; the next run asks again.',
        ),
      };
    return {
      ok: true,
      candidates: parsed.candidates.map((c) => ({
        ...c,
        metadata: { ...(parsed.title ? { source: parsed.title } : {}), ...c.metadata },
      })),
      cursor: got.cursor,
    };
  },
};
