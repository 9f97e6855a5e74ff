/**
 * Atom feeds (RFC 4287) of new documents, the spec's notification of new publications for readers: the
 * whole archive, each category, and each person, place and organization, the newest accepted first. Each
 * is linked from the page it follows (the home page, a category's codex pages, an entity's page).
 *
 * Pure: a feed is made from the read model alone, and stamped with its newest entry's acceptance, never
 * with the time of the build, so a feed whose documents did not change is the same, byte for byte, and
 * the build leaves its file alone.
 */
import type { PublicDocument, ReadModel } from '../read-model/model.js';
import { ENTITY_KINDS, paths, withBase } from '../read-model/urls.js';
import { absoluteUrl } from './document-head.js';
import { codexViewPath } from './pages.js';

/** Entries per feed: a reader polls a feed; twenty new documents since the last look is plenty. */
export const FEED_ENTRIES = 20;
/** A summary longer than this is cut at a word. */
const SUMMARY_CHARACTERS = 300;

export interface Feed {
  /** The file, from the site's root (`feeds/all.atom`). */
  path: string;
  title: string;
  /** What it follows, in words: "new documents in legal". */
  about: string;
  /** The page it follows, from the site's root without the base (`codex/category/legal/`). */
  page: string;
  /** Every document it follows, in no order (the feed holds the newest `FEED_ENTRIES`). */
  documents: PublicDocument[];
}

/** Newest accepted first; documents accepted together by id. */
function byAcceptance(a: PublicDocument, b: PublicDocument): number {
  return a.accepted_at < b.accepted_at ? 1 : a.accepted_at > b.accepted_at ? -1 : a.id.localeCompare(b.id);
}

/** Every feed of the site, with the documents each follows. An entity no document names yet has an empty one. */
export function siteFeeds(model: ReadModel): Feed[] {
  const feed = (path: string, about: string, page: string, documents: PublicDocument[]): Feed => ({
    path,
    title: `${model.publication.title}: ${about}`,
    about,
    page,
    documents,
  });
  const feeds = [feed(paths.feed('all'), 'new documents', paths.home, model.documents)];
  const byCategory = new Map<string, PublicDocument[]>();
  for (const d of model.documents)
    if (d.category) byCategory.set(d.category, [...(byCategory.get(d.category) ?? []), d]);
  for (const [category, documents] of [...byCategory].sort((a, b) => a[0].localeCompare(b[0]))) {
    const page = codexViewPath('category', category);
    feeds.push(feed(paths.feed(page.slice(paths.codex.length, -1)), `new documents in ${category}`, page, documents));
  }
  for (const kind of ENTITY_KINDS)
    for (const e of model.entities[kind])
      feeds.push(
        feed(
          paths.feed(`${kind}/${e.slug}`),
          `new documents naming ${e.name}`,
          paths.entity(kind, e.slug),
          e.document_ids.map((id) => model.byId.get(id)).filter((d): d is PublicDocument => !!d),
        ),
      );
  return feeds;
}

/** Where a page's feed is, from a page's address from the site's root (`/codex/category/legal/page/2/`). */
export function feedOfPage(feeds: readonly Feed[]): (pageUrl: string) => Feed | null {
  const byPage = new Map(feeds.map((f) => [f.page, f]));
  // A category's later codex pages follow the same category.
  return (pageUrl) => byPage.get(pageUrl.replace(/^\/+/, '').replace(/page\/\d+\/$/, '')) ?? null;
}

function xml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** An RFC 3339 time, or the epoch for one that is not a time. */
function atomTime(t: string): string {
  return Number.isNaN(Date.parse(t)) ? new Date(0).toISOString() : new Date(t).toISOString();
}

function cut(text: string): string {
  return text.length <= SUMMARY_CHARACTERS ? text : `${text.slice(0, SUMMARY_CHARACTERS).replace(/\s+\S*$/, '')} …`;
}

/**
 * A feed as Atom XML. Its ids are the documents' and the feed's own addresses when the site's address is
 * known, `urn:dirhub:` names otherwise (an id must never change, and an address from the root alone could
 * mean any site); its links are then from the site's root.
 */
export function atomFeed(feed: Feed, model: ReadModel): string {
  const pub = model.publication;
  const abs = (path: string) => absoluteUrl(pub, withBase(pub.base, path));
  const self = abs(feed.path);
  const known = /^https?:\/\//.test(self);
  const newest = [...feed.documents].sort(byAcceptance).slice(0, FEED_ENTRIES);
  const entries = newest.map((d) => {
    const url = absoluteUrl(pub, d.url);
    const about = d.summary ?? d.description ?? '';
    return [
      '  <entry>',
      `    <id>${xml(known ? url : `urn:dirhub:document:${d.id}`)}</id>`,
      `    <title>${xml(d.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `    <published>${atomTime(d.accepted_at)}</published>`,
      `    <updated>${atomTime(d.accepted_at)}</updated>`,
      `    <author><name>${xml(d.source)}</name></author>`,
      ...(d.category ? [`    <category term="${xml(d.category)}"/>`] : []),
      `    <summary>${xml(cut(`${d.date}, ${d.source}, ${d.pages} page${d.pages === 1 ? '' : 's'}.${about ? ` ${about}` : ''}`))}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xml(known ? self : `urn:dirhub:feed:${feed.path}`)}</id>`,
    `  <title>${xml(feed.title)}</title>`,
    `  <updated>${atomTime(newest[0]?.accepted_at ?? '')}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(abs(feed.page))}"/>`,
    // RFC 4287 asks for an author of the feed when an entry has none; each has one, the feed names the site.
    `  <author><name>${xml(pub.title)}</name></author>`,
    '  <generator>dirhub</generator>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
