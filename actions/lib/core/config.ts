import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_CATEGORIES } from './vocab.js';

/** What the archive is about: the profile relevance is measured against. */
export interface CollectionProfile {
  name: string;
  description: string;
  /** Words and phrases that mark a document as belonging to the collection. */
  key_terms: string[];
  people: string[];
  places: string[];
  organizations: string[];
  /** Documents dated outside this range score lower. `end: null` means "up to today". */
  date_range: { start: string | null; end: string | null };
  /** ISO 639-1 codes of the languages the archive holds. */
  languages: string[];
}

export interface DirhubConfig {
  collection: CollectionProfile;
  routing: {
    /** Spec: relevance ≥ 70% is accepted. */
    threshold: number;
    /** The spec leaves the image threshold open; we use the same default (see docs/decisions.md). */
    image_threshold: number;
  };
  limits: {
    /** 25 MiB: GitHub's web upload page refuses larger files, and this is where contributors upload. */
    max_file_bytes: number;
    /** Pages beyond this make OCR and review impractical for one pull request. */
    max_pages: number;
    /**
     * Reading one upload (parse, text, render, OCR) runs in a process of its own, stopped when it takes
     * longer than `read_seconds` plus `read_seconds_per_page` for each page, or holds more than
     * `read_memory_mb` of memory: a hostile file ends as an invalid upload, not as a hang or a crash.
     */
    read_seconds: number;
    read_seconds_per_page: number;
    read_memory_mb: number;
    /** The largest PNG or JPEG upload, in pixels: one declaring more is refused unread (it is decoded whole). */
    max_image_pixels: number;
    /**
     * The largest image inside a PDF, in pixels, as its dictionary or its data's header declares it: a PDF
     * holding a larger one is refused before any page is read, and pdf.js decodes none above it (its
     * `maxImageSize`). Lower than for uploads: pdf.js holds about 10 bytes a pixel while it draws one.
     */
    max_pdf_image_pixels: number;
    /** The most one stream of a PDF (page content, font, metadata) may inflate to, measured before reading. */
    max_stream_bytes: number;
    /** The most all of a PDF's streams but images may inflate to together. */
    max_inflated_bytes: number;
    /**
     * The most drawing operations (pdf.js's operator list) one page may hold when it is drawn for OCR or
     * its images are measured, and the most seconds drawing it may take: past either the upload is
     * invalid (`pdf.page_too_complex`). A few kilobytes can hold a million operations, each ~1 KB in memory.
     */
    max_page_operations: number;
    page_draw_seconds: number;
  };
  validation: {
    /** JavaScript, launch actions and embedded files are rejected unless a maintainer allows them. */
    allow_active_content: boolean;
    /** Text similarity (0–1) at or above which an upload is reported as a near duplicate. */
    near_duplicate_threshold: number;
    /** When true, a near duplicate is rejected; when false it is reported as a warning. */
    reject_near_duplicates: boolean;
  };
  ocr: {
    /** A page with fewer usable characters than this in its text layer is OCR'd. */
    min_text_chars: number;
    /** Render scale for OCR (1 = 72 dpi). 300 dpi ≈ 4.17. */
    render_dpi: number;
    /** Worker count; 0 means one per CPU core. */
    workers: number;
    /**
     * Tesseract language codes to read in (`eng`, `fra`), each installed as `@tesseract.js-data/<code>`.
     * Empty (the default): the profile's `collection.languages` decide, those whose model is installed.
     */
    languages: string[];
  };
  categories: string[];
  enrichment: {
    /**
     * The entity profile: the patterns and layout roles of the collection's kind of documents
     * (actions/lib/enrichment/profiles/). `us-courts` (the default) reads US court filings; `generic`
     * has no patterns of any one kind (docs/enrichment.md, "Bringing a profile").
     */
    profile: string;
  };
  /**
   * The sources the archive follows (`dirhub discover`), as written: checked and typed by
   * `readDiscoveryConfig` in actions/lib/discovery/config.ts. Null: none.
   */
  discovery: unknown;
  site: {
    title: string;
    /** `owner/name` of the GitHub repository, used for upload links. */
    repository: string | null;
    /** Path prefix for GitHub Pages project sites, e.g. `/REPO/`. */
    path_prefix: string;
    /** The site's search index: `ranked` (dirhub's own, the default) or `pagefind`. */
    search_engine: SearchEngineName;
    /**
     * Where the originals (PDFs, images) are served from, by their path in the repository: the site links
     * there instead of copying them in, e.g. GitHub's LFS media URL
     * `https://media.githubusercontent.com/media/OWNER/REPO/BRANCH/`. Null: copied into the site.
     */
    originals_url: string | null;
    /**
     * Whether the host of `originals_url` lets the site's pages read the files (it answers with
     * `Access-Control-Allow-Origin`): the document viewer then draws PDF pages from them in the browser.
     */
    originals_cross_origin: boolean;
    /**
     * The site's public address (`https://OWNER.github.io/REPO/`), for links that must be absolute: the
     * canonical link, link previews, citations, feeds and embeds. Null: taken from `repository` and
     * `path_prefix` as GitHub Pages publishes a project site.
     */
    url: string | null;
    /** The address of a live API (`dirhub serve`) that takes uploads from the upload page; null: none. */
    api_url: string | null;
  };
}

export const SEARCH_ENGINES = ['ranked', 'pagefind'] as const;
export type SearchEngineName = (typeof SEARCH_ENGINES)[number];

export const CONFIG_FILE = 'dirhub.config.json';

export const DEFAULT_CONFIG: DirhubConfig = {
  collection: {
    name: 'Document archive',
    description: '',
    key_terms: [],
    people: [],
    places: [],
    organizations: [],
    date_range: { start: null, end: null },
    languages: ['en'],
  },
  routing: { threshold: 0.7, image_threshold: 0.7 },
  limits: {
    max_file_bytes: 25 * 1024 * 1024,
    max_pages: 1000,
    read_seconds: 60,
    read_seconds_per_page: 20,
    read_memory_mb: 1024,
    max_image_pixels: 100_000_000,
    max_pdf_image_pixels: 50_000_000,
    max_stream_bytes: 32 * 1024 * 1024,
    max_inflated_bytes: 256 * 1024 * 1024,
    max_page_operations: 400_000,
    page_draw_seconds: 30,
  },
  validation: { allow_active_content: false, near_duplicate_threshold: 0.8, reject_near_duplicates: true },
  ocr: { min_text_chars: 25, render_dpi: 300, workers: 0, languages: [] },
  categories: [...DEFAULT_CATEGORIES],
  enrichment: { profile: 'us-courts' },
  discovery: null,
  site: {
    title: 'Document archive',
    repository: null,
    path_prefix: '/',
    search_engine: 'ranked',
    originals_url: null,
    originals_cross_origin: false,
    url: null,
    api_url: null,
  },
};

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K];
};

export function mergeConfig(partial: DeepPartial<DirhubConfig> | undefined): DirhubConfig {
  const out = structuredClone(DEFAULT_CONFIG);
  for (const section of Object.keys(partial ?? {}) as (keyof DirhubConfig)[]) {
    const values: unknown = partial![section];
    const base: unknown = out[section];
    const isSection = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
    // A section given in part keeps the defaults of the keys it leaves out; anything else replaces the default.
    if (isSection(base) && isSection(values))
      Object.assign(out, { [section]: { ...(base as object), ...(values as object) } });
    else if (values !== undefined) Object.assign(out, { [section]: values });
  }
  return out;
}

/** Reads `dirhub.config.json` from a repository root; a missing file means all defaults. */
export async function loadConfig(root: string): Promise<DirhubConfig> {
  let raw: string;
  try {
    raw = await readFile(join(root, CONFIG_FILE), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return mergeConfig(undefined);
    throw err;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (err) {
    throw new Error(`${CONFIG_FILE} is not valid JSON: ${(err as Error).message}`);
  }
  return mergeConfig(parsed as DeepPartial<DirhubConfig>);
}
