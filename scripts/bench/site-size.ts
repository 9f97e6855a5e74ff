/**
 * The built site's bytes and files: in all, by top folder (documents, api, search-index, other), and by
 * what they are (each document's page, its text file, its oEmbed file, the codex's pages...), so that the
 * benchmark says what each part of the hosting budget costs.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export interface Tally {
  bytes: number;
  files: number;
}

export interface SiteSize extends Tally {
  /** By top folder: documents, api, search-index, other. */
  parts: Record<string, Tally>;
  /** By kind, in KINDS' order. */
  kinds: Record<string, Tally>;
}

/** What a file is, from its path in the site (with `/`), and how the table names it. */
export const KINDS: readonly { name: string; label: string; test: (path: string) => boolean }[] = [
  { name: 'document-pages', label: "documents' pages", test: (p) => /^documents\/[^/]+\/index\.html$/.test(p) },
  { name: 'texts', label: 'their text files', test: (p) => /^documents\/[^/]+\/text\.json\.gz$/.test(p) },
  { name: 'words', label: 'OCR word boxes', test: (p) => /^documents\/[^/]+\/words\.json\.gz$/.test(p) },
  { name: 'oembed', label: 'oEmbed files', test: (p) => /^documents\/[^/]+\/oembed\.json$/.test(p) },
  { name: 'api', label: 'api/', test: (p) => p.startsWith('api/') },
  { name: 'search-index', label: 'search index', test: (p) => p.startsWith('search-index/') },
  { name: 'codex', label: "codex's pages", test: (p) => p.startsWith('codex/') },
  {
    name: 'entities',
    label: 'people, places, organizations',
    test: (p) => /^(characters|locations|organizations)\//.test(p),
  },
  { name: 'feeds', label: 'Atom feeds', test: (p) => p.startsWith('feeds/') },
  { name: 'assets', label: 'assets (pdf.js, scripts, styles)', test: (p) => p.startsWith('assets/') },
  { name: 'rest', label: 'the rest', test: () => true },
];

export async function siteSize(dir: string): Promise<SiteSize> {
  const parts: Record<string, Tally> = {};
  const kinds: Record<string, Tally> = Object.fromEntries(KINDS.map((k) => [k.name, { bytes: 0, files: 0 }]));
  const add = (t: Tally, size: number) => {
    t.bytes += size;
    t.files++;
  };
  const total: Tally = { bytes: 0, files: 0 };
  const walk = async (d: string, rel: string, top: string | null): Promise<void> => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const path = join(d, e.name);
      const relPath = rel ? `${rel}/${e.name}` : e.name;
      const part = top ?? (['documents', 'api', 'search-index'].includes(e.name) ? e.name : 'other');
      if (e.isDirectory()) await walk(path, relPath, part);
      else if (e.isFile()) {
        const size = (await stat(path)).size;
        add(total, size);
        add((parts[part] ??= { bytes: 0, files: 0 }), size);
        add(kinds[KINDS.find((k) => k.test(relPath))!.name]!, size);
      }
    }
  };
  await walk(dir, '', null);
  return { ...total, parts, kinds };
}
