/**
 * A web page that lists PDF links (a court's opinions page, an agency's releases). Every link whose
 * address matches the source's `match` is a document, titled by the link's text and dated by a date
 * written in the link or in the row, item or paragraph around it. The page and every document on its
 * host are read only where the host's robots.txt allows our User-Agent, at the Crawl-delay it asks for.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import * as chrono from 'chrono-node';
import type { PageSource } from '../config.js';
import type { Candidate } from '../state.js';
import { conditionalGet } from './feed.js';
import { oneLine, sourceUrlOf, type SourceKindModule } from './kind.js';

const PAGE_MAX_BYTES = 10 * 1024 * 1024;
const ROW = new Set(['tr', 'li', 'p', 'dd', 'dt', 'article', 'section']);

/** A date written in `text` (July 2, 2019; 07/02/2019; 2019-07-02), as YYYY-MM-DD, or null. */
function writtenDate(text: string): string | null {
  const found = chrono.strict.parseDate(text, { timezone: 'UTC' } as never);
  if (!found || Number.isNaN(found.getTime())) return null;
  const y = found.getFullYear();
  if (y < 1700 || y > 2200) return null;
  return `${y}-${String(found.getMonth() + 1).padStart(2, '0')}-${String(found.getDate()).padStart(2, '0')}`;
}

function rowOf(el: Element): Element | null {
  for (let at = el.parent; at && at.type === 'tag'; at = at.parent)
    if (ROW.has((at as Element).name)) return at as Element;
  return null;
}

export function pageCandidates(html: string, pageUrl: string, match: string): Candidate[] {
  const doc = parseDocument(html);
  const baseHref = DomUtils.findOne((e) => e.name === 'base' && Boolean(e.attribs.href), doc.children)?.attribs.href;
  const base = baseHref ? new URL(baseHref, pageUrl).href : pageUrl;
  const pattern = new RegExp(match, 'i');
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (const a of DomUtils.findAll((e) => e.name === 'a' && Boolean(e.attribs.href), doc.children)) {
    let url: string;
    try {
      url = new URL(a.attribs.href!.trim(), base).href;
    } catch {
      continue;
    }
    if (!/^https?:|^file:/.test(url) || !pattern.test(new URL(url).pathname) || seen.has(url)) continue;
    seen.add(url);
    const linkText = oneLine(DomUtils.textContent(a));
    const row = rowOf(a);
    const rowText = row ? oneLine(DomUtils.textContent(row), 2000) : '';
    const fileName = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '').replace(/\.pdf$/i, '');
    const title =
      linkText.length >= 3 && !/^(pdf|download|view)$/i.test(linkText)
        ? linkText
        : oneLine(fileName.replace(/[-_]+/g, ' '));
    const date = writtenDate(linkText) ?? (rowText ? writtenDate(rowText) : null);
    out.push({
      key: url,
      url,
      metadata: { title, ...(date ? { date } : {}), ...sourceUrlOf(url) },
      listed_at: date,
      docket: null,
    });
  }
  return out;
}

export const pageKind: SourceKindModule<PageSource> = {
  async list(source, cursor, ctx) {
    const robots = await ctx.http.robotsFor(source.url);
    if (!robots.allowed) return { ok: false, problem: robots.problem! };
    const got = await conditionalGet(source.url, cursor, ctx, PAGE_MAX_BYTES, robots.delayMs);
    if (!got.ok) return got;
    if (got.notModified) {
      ctx.log(`${source.name}: the page has not changed since the last run (304)`);
      return { ok: true, candidates: [], cursor, delayMs: robots.delayMs, robots: true };
    }
    return {
      ok: true,
      candidates: pageCandidates(got.body, source.url, source.match),
      cursor: got.cursor,
      delayMs: robots.delayMs,
      robots: true,
    };
  },
};
