/**
 * The Atom feeds of new documents: the archive's, each category's, each person's, place's and
 * organization's, linked from the pages they follow, written again only when what they hold changed.
 */
import { readFileSync, statSync } from 'node:fs';
import { rm, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../site/generator/build.js';
import { atomFeed, FEED_ENTRIES, siteFeeds } from '../../site/generator/feeds.js';
import { loadReadModel } from '../../site/read-model/load.js';
import type { ReadModel } from '../../site/read-model/model.js';
import { HOSTILE_TITLE, KNOWN_DOCS, knownArchive, type FixtureArchive } from './fixture.js';

const SITE_URL = 'https://example-org.github.io/records/';

interface Entry {
  id: string;
  title: string;
  link: string;
  published: string;
}

function parseFeed(xml: string): { id: string; title: string; self: string; alternate: string; entries: Entry[] } {
  const doc = parseDocument(xml, { xmlMode: true });
  const feed = DomUtils.findOne((e) => e.name === 'feed', doc.children)!;
  const child = (el: Element, name: string) =>
    el.children.find((c): c is Element => c.type === 'tag' && c.name === name) ?? null;
  const link = (el: Element, rel: string) =>
    el.children.find((c): c is Element => c.type === 'tag' && c.name === 'link' && c.attribs.rel === rel)?.attribs
      .href ?? '';
  const text = (el: Element | null) => (el ? DomUtils.textContent(el) : '');
  return {
    id: text(child(feed, 'id')),
    title: text(child(feed, 'title')),
    self: link(feed, 'self'),
    alternate: link(feed, 'alternate'),
    entries: feed.children
      .filter((c): c is Element => c.type === 'tag' && c.name === 'entry')
      .map((e) => ({
        id: text(child(e, 'id')),
        title: text(child(e, 'title')),
        link: link(e, 'alternate'),
        published: text(child(e, 'published')),
      })),
  };
}

/** The feed a page links in its head, and the visible link to it. */
function feedLinks(html: string): { head: string | null; visible: string | null } {
  const doc = parseDocument(html);
  const head = DomUtils.findOne(
    (e) => e.name === 'link' && e.attribs.rel === 'alternate' && e.attribs.type === 'application/atom+xml',
    doc.children,
  );
  const visible = DomUtils.findOne(
    (e) => e.name === 'a' && e.attribs.type === 'application/atom+xml' && e.parent !== null,
    doc.children,
  );
  return { head: head?.attribs.href ?? null, visible: visible?.attribs.href ?? null };
}

describe('Atom feeds of new documents', () => {
  let fx: FixtureArchive;
  let site: string;
  let model: ReadModel;
  const read = (path: string) => readFileSync(join(site, path), 'utf8');

  beforeAll(async () => {
    fx = await knownArchive({ images: false });
    site = join(fx.root, 'site');
    await buildSite({
      archiveDir: fx.archiveDir,
      outDir: site,
      pathPrefix: '/records/',
      siteUrl: SITE_URL,
      codexPageSize: 2,
    });
    model = await loadReadModel({ archiveDir: fx.archiveDir, base: '/records/', siteUrl: SITE_URL });
  });
  afterAll(async () => {
    if (fx) await rm(fx.root, { recursive: true, force: true });
  });

  it("holds the archive's documents, newest accepted first, with absolute ids and links", () => {
    const feed = parseFeed(read('feeds/all.atom'));
    expect(feed.self).toBe(`${SITE_URL}feeds/all.atom`);
    expect(feed.id).toBe(feed.self);
    expect(feed.alternate).toBe(SITE_URL);
    expect(feed.entries).toHaveLength(Math.min(KNOWN_DOCS.length, FEED_ENTRIES));
    const published = feed.entries.map((e) => e.published);
    expect(published).toEqual([...published].sort().reverse());
    for (const e of feed.entries) {
      expect(e.link).toMatch(new RegExp(`^${SITE_URL}documents/[^/]+/$`));
      expect(e.id).toBe(e.link);
    }
    // A contributor's markup is the entry's text, escaped once.
    expect(feed.entries.map((e) => e.title)).toContain(HOSTILE_TITLE);
    expect(read('feeds/all.atom')).not.toContain('<script>');
  });

  it('has one for each category and each entity, holding only their documents', () => {
    const legal = parseFeed(read('feeds/category/legal.atom'));
    const legalTitles = KNOWN_DOCS.filter((d) => d.category === 'legal').map((d) => d.title);
    expect(legal.entries.map((e) => e.title).sort()).toEqual([...legalTitles].sort());
    expect(legal.alternate).toBe(`${SITE_URL}codex/category/legal/`);
    const smith = parseFeed(read('feeds/characters/john-smith.atom'));
    const smithTitles = KNOWN_DOCS.filter((d) => d.entities?.some((e) => e.name === 'John Smith')).map((d) => d.title);
    expect(smith.entries.map((e) => e.title).sort()).toEqual([...smithTitles].sort());
    expect(smith.title).toContain('naming John Smith');
    const every = siteFeeds(model).map((f) => f.path);
    expect(every).toContain('feeds/organizations/harbor-trust.atom');
    expect(new Set(every).size).toBe(every.length);
    for (const path of every) expect(() => read(path)).not.toThrow();
  });

  it('is linked from the pages it follows, in their head and on the page, and from no other', () => {
    expect(feedLinks(read('index.html'))).toEqual({
      head: '/records/feeds/all.atom',
      visible: '/records/feeds/all.atom',
    });
    for (const page of ['codex/category/legal/index.html', 'codex/category/legal/page/2/index.html'])
      expect(feedLinks(read(page)).head).toBe('/records/feeds/category/legal.atom');
    expect(feedLinks(read('characters/john-smith/index.html')).visible).toBe(
      '/records/feeds/characters/john-smith.atom',
    );
    for (const page of [
      'codex/index.html',
      'codex/page/2/index.html',
      'search/index.html',
      `documents/${fx.ids[0]}/index.html`,
    ])
      expect(feedLinks(read(page))).toEqual({ head: null, visible: null });
  });

  it('leaves a feed whose documents did not change as it was when the site is built again', async () => {
    const file = join(site, 'feeds', 'all.atom');
    const before = readFileSync(file);
    const long_ago = new Date('2001-01-01T00:00:00Z');
    await utimes(file, long_ago, long_ago);
    await buildSite({
      archiveDir: fx.archiveDir,
      outDir: site,
      pathPrefix: '/records/',
      siteUrl: SITE_URL,
      codexPageSize: 2,
    });
    expect(readFileSync(file)).toEqual(before);
    expect(statSync(file).mtime).toEqual(long_ago);
  });

  it('names its entries urn:dirhub: and links them from the root when the address of the site is not known', () => {
    const local = { ...model, publication: { ...model.publication, url: null } };
    const feed = parseFeed(atomFeed(siteFeeds(local)[0]!, local));
    expect(feed.id).toBe('urn:dirhub:feed:feeds/all.atom');
    expect(feed.self).toBe('/records/feeds/all.atom');
    expect(feed.entries[0]!.id).toMatch(/^urn:dirhub:document:/);
    expect(feed.entries[0]!.link).toMatch(/^\/records\/documents\//);
  });
});
