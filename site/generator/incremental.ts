/**
 * Incremental builds. A build keeps beside its output what each page was made from (`BUILD_MANIFEST`): a
 * key for the code, templates and settings every page shares, and a content hash of the data each
 * paginated page renders (a document page: its record as the site reads it and its page texts; a codex,
 * entity or timeline page: its rows). The next build computes the same hashes and renders only the pages
 * whose hash changed or that are new; pages of removed documents are deleted with the rest of what the
 * archive no longer produces. A different build key (new code, templates or settings) rebuilds all.
 *
 * `siteInputs` and `planIncrementalBuild` are pure; build.ts reads the texts, the previous manifest and
 * the output folder, and performs the plan.
 */
import { createHash } from 'node:crypto';
import type { RenderSelection } from './eleventy.js';
import type { PublicDocument } from '../read-model/model.js';
import type { SiteData } from './site-data.js';
import { htmlFile, paths } from '../read-model/urls.js';

/** The manifest's file in the output folder, beside the `.dirhub-site` marker. */
export const BUILD_MANIFEST = '.dirhub-build.json';
/** Raised when the manifest's shape or the meaning of its hashes changes: an older manifest then rebuilds all. */
export const MANIFEST_FORMAT = 1;

/** What a build's outputs were made from: `.dirhub-build.json`. */
export interface BuildManifest {
  format: typeof MANIFEST_FORMAT;
  /** The code, templates and shared settings (base, title, navigation, asset version, search engine). */
  build_key: string;
  /** Per document id: its record as the site reads it, and its page texts. */
  documents: Record<string, string>;
  /** Per paginated page, by its file from the site root: the data it renders. */
  pages: Record<string, string>;
}

/** What an incremental build does, decided from the previous manifest and this build's inputs. */
export interface IncrementalPlan {
  mode: 'full' | 'incremental';
  /** Why everything is rebuilt, or what was reused. */
  reason: string;
  /** Paginated pages to render (files from the site root); the single pages (home, search…) always are. */
  render: string[];
  /** Paginated pages whose earlier file is kept as it is. */
  kept: number;
  /** Documents whose page, API file and text file are written. */
  documents: { added: string[]; changed: string[]; removed: string[]; unchanged: number };
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A hash of a document's page texts, what its text file and its search lists are made from, given each
 * page file's git blob id (null when the file is missing, which the site reads as an empty page).
 */
export function textKey(pageContentIds: readonly (string | null)[]): string {
  return sha(pageContentIds.map((id) => id ?? 'missing').join('\0'));
}

/** A document's key: everything its page, API file, text file and search entry are made from. */
export function documentKey(doc: PublicDocument, pageTextKey: string): string {
  return sha(`${JSON.stringify(doc)}\0${pageTextKey}`);
}

/** The key every page shares: the code's version and the parts of the site data the layout prints. */
export function buildKey(codeVersion: string, data: SiteData): string {
  return sha(
    JSON.stringify({
      format: MANIFEST_FORMAT,
      code: codeVersion,
      site: data.site,
      href: data.href,
      nav: data.nav,
      assetVersion: data.assetVersion,
      searchEngine: data.searchEngine,
    }),
  );
}

/**
 * This build's manifest: every paginated page's key from what it renders. A document inside a page's
 * data (a codex row, an entity's documents) counts by its key, so a page changes when one of its
 * documents does, and hashing stays proportional to the rows, not to the documents' full data.
 */
export function siteInputs(
  data: SiteData,
  codeVersion: string,
  documentKeys: ReadonlyMap<string, string>,
): BuildManifest {
  const byObject = new Map<object, string>();
  for (const d of data.documents) byObject.set(d, `document:${documentKeys.get(d.id)}`);
  const hashOf = (value: unknown, shared = '') =>
    sha(shared + JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && byObject.get(v)) || v));
  const codexShared = JSON.stringify({ sorts: data.codexSorts, facets: data.facets });
  const pages: Record<string, string> = {};
  for (const p of data.codex) pages[htmlFile(p.path)] = hashOf(p, codexShared);
  for (const ix of data.entityIndexes) pages[htmlFile(ix.path)] = hashOf(ix);
  for (const ep of data.entityPages) pages[htmlFile(paths.entity(ep.entity.kind, ep.entity.slug))] = hashOf(ep);
  for (const p of data.timeline.pages) pages[htmlFile(p.path)] = hashOf(p);
  for (const s of data.slideshows) pages[htmlFile(paths.slideshow(s.slug))] = hashOf(s);
  const documents: Record<string, string> = {};
  for (const d of data.documents) {
    const key = documentKeys.get(d.id);
    if (key === undefined) throw new Error(`siteInputs: no key for document ${d.id}`);
    documents[d.id] = key;
    pages[htmlFile(paths.document(d.id))] = key;
  }
  return { format: MANIFEST_FORMAT, build_key: buildKey(codeVersion, data), documents, pages };
}

/** A previous manifest as read from disk, or null when it is missing or not one (then the build is full). */
export function parseManifest(text: string | null): BuildManifest | null {
  if (text === null) return null;
  try {
    const m = JSON.parse(text) as Partial<BuildManifest>;
    const isMap = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
    if (m.format !== MANIFEST_FORMAT || typeof m.build_key !== 'string' || !isMap(m.documents) || !isMap(m.pages))
      return null;
    return m as BuildManifest;
  } catch {
    return null;
  }
}

/**
 * Decides what to render. With no usable previous manifest, or another build key, everything is; else
 * the pages whose key changed or is new, and any kept page whose file is not there (`exists`).
 */
export function planIncrementalBuild(
  previous: BuildManifest | null,
  current: BuildManifest,
  exists: (file: string) => boolean,
): IncrementalPlan {
  const ids = Object.keys(current.documents);
  const removed = previous ? Object.keys(previous.documents).filter((id) => !(id in current.documents)) : [];
  const full = (reason: string): IncrementalPlan => ({
    mode: 'full',
    reason,
    render: Object.keys(current.pages),
    kept: 0,
    documents: {
      added: ids,
      changed: [],
      removed,
      unchanged: 0,
    },
  });
  if (!previous) return full('no earlier build with its manifest in the output folder');
  if (previous.build_key !== current.build_key)
    return full('the code, templates or site settings changed since the earlier build');
  const render: string[] = [];
  let kept = 0;
  for (const [file, key] of Object.entries(current.pages)) {
    if (previous.pages[file] === key && exists(file)) kept++;
    else render.push(file);
  }
  const added = ids.filter((id) => !(id in previous.documents));
  const changed = ids.filter((id) => id in previous.documents && previous.documents[id] !== current.documents[id]);
  return {
    mode: 'incremental',
    reason: `${added.length} added, ${changed.length} changed, ${removed.length} removed documents`,
    render,
    kept,
    documents: { added, changed, removed, unchanged: ids.length - added.length - changed.length },
  };
}

/** The pages of each paginated template that the plan renders. */
export function renderSelection(data: SiteData, plan: IncrementalPlan): RenderSelection {
  const wanted = new Set(plan.render);
  const has = (path: string) => wanted.has(htmlFile(path));
  return {
    codex: data.codex.filter((p) => has(p.path)),
    entityIndexes: data.entityIndexes.filter((ix) => has(ix.path)),
    entityPages: data.entityPages.filter((ep) => has(paths.entity(ep.entity.kind, ep.entity.slug))),
    timelinePages: data.timeline.pages.filter((p) => has(p.path)),
    slideshows: data.slideshows.filter((s) => has(paths.slideshow(s.slug))),
    documents: data.documents.filter((d) => has(paths.document(d.id))),
  };
}
