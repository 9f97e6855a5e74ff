/** Reads a built site as files: every page's links and ids, to check that internal links resolve. */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Parser } from 'htmlparser2';

export function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...listFiles(p));
    else out.push(p);
  }
  return out;
}

export interface PageLinks {
  links: string[];
  ids: Set<string>;
}

export function readPage(file: string): PageLinks {
  const links: string[] = [];
  const ids = new Set<string>();
  const parser = new Parser({
    onopentag(name, attrs) {
      if (attrs.id) ids.add(attrs.id);
      for (const a of ['href', 'src']) {
        const v = attrs[a];
        if (v !== undefined && !(name === 'a' && a === 'href' && v === '#')) links.push(v);
      }
    },
  });
  parser.write(readFileSync(file, 'utf8'));
  parser.end();
  return { links, ids };
}

/** The file a site path points at (`/p/docs/x/` → `docs/x/index.html`), or null outside the prefix. */
export function fileFor(siteDir: string, base: string, pathname: string): string | null {
  if (!pathname.startsWith(base)) return null;
  const rel = decodeURIComponent(pathname.slice(base.length));
  const p = join(siteDir, rel);
  if (existsSync(p) && statSync(p).isDirectory()) return join(p, 'index.html');
  return p;
}

export interface BrokenLink {
  page: string;
  link: string;
  reason: string;
}

/** Every href and src in every HTML page that stays on the site must name an existing file (and id). */
export function brokenLinks(siteDir: string, base: string): { pages: number; links: number; broken: BrokenLink[] } {
  const pages = listFiles(siteDir).filter((f) => f.endsWith('.html'));
  const idCache = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idCache.get(file);
    if (!ids) {
      ids = readPage(file).ids;
      idCache.set(file, ids);
    }
    return ids;
  };
  const broken: BrokenLink[] = [];
  let count = 0;
  for (const page of pages) {
    const { links } = readPage(page);
    const pageUrl = new URL(`http://site${base}${relative(siteDir, page).split('\\').join('/')}`);
    for (const link of links) {
      const url = new URL(link, pageUrl);
      if (url.origin !== 'http://site') continue;
      count++;
      const target = fileFor(siteDir, base, url.pathname);
      if (!target) {
        broken.push({ page, link, reason: `outside the path prefix ${base}` });
        continue;
      }
      if (!existsSync(target)) {
        broken.push({ page, link, reason: 'no such file' });
        continue;
      }
      if (url.hash && target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(url.hash.slice(1)))) {
        broken.push({ page, link, reason: `no element with id ${url.hash}` });
      }
    }
  }
  return { pages: pages.length, links: count, broken };
}
