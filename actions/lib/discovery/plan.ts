/**
 * Discovery's decisions, as pure functions over plain data: what the archive already knows, which of a
 * source's documents to fetch and which to leave, the upload a fetched document becomes (its metadata
 * checked against the upload schema), the pull request that carries it, and how the state records each
 * outcome. The run (`run.ts`) gathers the facts and performs what these return.
 */
import { createMetadataValidator, type UploadMetadata } from '../contract/metadata.js';
import { sha256 } from '../core/hash.js';
import { problem, type Problem } from '../core/problem.js';
import type { PullRequestProposal } from '../forge/forge.js';
import type { DiscoveryCode } from './codes.js';
import type { SourceConfig } from './config.js';
import {
  MAX_ATTEMPTS,
  type Candidate,
  type Outcome,
  type PendingItem,
  type SeenItem,
  type SourceState,
} from './state.js';

/** What the archive and its decisions log already hold, to recognise a document before and after fetching it. */
export interface KnownIndex {
  sha256: Set<string>;
  sourceUrls: Set<string>;
  /** `court|case number|entry|attachment`, lower case. */
  docketEntries: Set<string>;
}

export interface KnownDocument {
  sha256: string;
  metadata: Partial<UploadMetadata> | null;
}

export function docketKey(court: string, caseNumber: string, entry: number, attachment: number | null): string {
  return [court, caseNumber, entry, attachment ?? 0].map((p) => String(p).trim().toLowerCase()).join('|');
}

/** The docket entry a document's metadata names, when it names one whole. */
export function docketKeyOf(metadata: Partial<UploadMetadata> | Record<string, unknown> | null): string | null {
  const m = (metadata ?? {}) as Record<string, unknown>;
  if (typeof m.source !== 'string' || typeof m.case_number !== 'string' || typeof m.docket_entry !== 'number')
    return null;
  return docketKey(
    m.source,
    m.case_number,
    m.docket_entry,
    typeof m.attachment_number === 'number' ? m.attachment_number : null,
  );
}

/** The index of archived documents (their records) and of every file the decisions log judged. */
export function buildKnownIndex(archived: KnownDocument[], judgedSha256: string[]): KnownIndex {
  const index: KnownIndex = { sha256: new Set(judgedSha256), sourceUrls: new Set(), docketEntries: new Set() };
  for (const d of archived) {
    index.sha256.add(d.sha256);
    if (typeof d.metadata?.source_url === 'string') index.sourceUrls.add(d.metadata.source_url);
    const key = docketKeyOf(d.metadata);
    if (key) index.docketEntries.add(key);
  }
  return index;
}

/** Why the archive knows a candidate before it is fetched: its address or its docket entry; null if not. */
export function knownBeforeFetch(c: Candidate, known: KnownIndex): string | null {
  const url = typeof c.metadata.source_url === 'string' ? c.metadata.source_url : c.url;
  if (known.sourceUrls.has(url)) return `the archive holds a document from ${url}`;
  const key = c.docket
    ? docketKey(c.docket.court, c.docket.case_number, c.docket.entry, c.docket.attachment)
    : docketKeyOf(c.metadata);
  if (key) {
    if (known.docketEntries.has(key)) return `the archive holds docket entry ${key.split('|').slice(1, 3).join(' #')}`;
  }
  return null;
}

export interface Selection {
  /** In the order to fetch: what earlier runs left pending first, then the newly listed, oldest first. */
  fetch: PendingItem[];
  /** Known to the archive already, by address or docket entry: recorded, never fetched. */
  known: { candidate: Candidate; reason: string }[];
}

/**
 * Which documents of a source to fetch: the pending ones and every listed one this source has not
 * brought, refused or given up on before, less what the archive already holds. A document listed twice
 * (in the pending list and in the new listing) is taken once.
 */
export function selectCandidates(state: SourceState, listed: Candidate[], known: KnownIndex): Selection {
  const fetch: PendingItem[] = [];
  const knownList: Selection['known'] = [];
  const taken = new Set<string>();
  const fresh = [...listed].sort((a, b) => (a.listed_at ?? '').localeCompare(b.listed_at ?? ''));
  for (const c of [...state.pending, ...fresh.map((c): PendingItem => ({ ...c, attempts: 0, last_problem: null }))]) {
    if (taken.has(c.key) || state.seen[c.key]) continue;
    taken.add(c.key);
    const reason = knownBeforeFetch(c, known);
    if (reason) knownList.push({ candidate: c, reason });
    else fetch.push(c);
  }
  return { fetch, known: knownList };
}

const PDF_MAGIC = '%PDF-';

export type FileKind = 'pdf' | 'png' | 'jpg';

/** What a downloaded file is by its first bytes; null for anything the archive does not take. */
export function fileKindOf(bytes: Uint8Array): FileKind | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes(PDF_MAGIC)) return 'pdf';
  if (bytes[0] === 0x89 && head.startsWith('\x89PNG')) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/**
 * A problem when the bytes are not a whole document of a kind the archive takes: not a PDF or image, or
 * a PDF without its end-of-file marker (a download cut short by a server that did not say how long it was).
 */
export function checkDownload(url: string, bytes: Uint8Array): Problem<DiscoveryCode> | { kind: FileKind } {
  const kind = fileKindOf(bytes);
  if (!kind)
    return problem(
      'discovery.document_not_pdf',
      `${url} is not a PDF (nor a PNG or JPEG image): it starts with ${JSON.stringify(Buffer.from(bytes.subarray(0, 16)).toString('latin1'))}.`,
      'The source links something else (a web page, an error page). It is noted and not asked for again.',
    );
  if (
    kind === 'pdf' &&
    !Buffer.from(bytes.subarray(Math.max(0, bytes.length - 2048)))
      .toString('latin1')
      .includes('%%EOF')
  )
    return problem(
      'discovery.document_truncated',
      `${url} arrived without the end-of-file marker a whole PDF has (${bytes.length.toLocaleString('en-US')} bytes).`,
      'Nothing was opened; the next run tries it again.',
    );
  return { kind };
}

export interface Upload {
  /** The file's name in uploads/, and its metadata file's. */
  file: string;
  metadataFile: string;
  metadata: UploadMetadata;
  metadataBytes: string;
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50)
      .replace(/-+$/, '') || 'document'
  );
}

/**
 * The upload a fetched document becomes: the source's own metadata, the defaults the maintainer gave the
 * source for what it cannot tell, and the last resorts (the day the file says it was last modified, or
 * the day it was found; "medium" relevance), checked against the upload schema as any upload is.
 */
export function uploadFor(
  source: SourceConfig,
  c: Candidate,
  fetched: { sha256: string; kind: FileKind; lastModified: string | null },
  today: string,
): { ok: true; upload: Upload } | { ok: false; problem: Problem<DiscoveryCode> } {
  const lastModified = fetched.lastModified ? new Date(fetched.lastModified) : null;
  const fallbackDate =
    lastModified && !Number.isNaN(lastModified.getTime()) ? lastModified.toISOString().slice(0, 10) : today;
  const merged: Record<string, unknown> = {
    relevance: 'medium',
    source: source.name,
    ...source.defaults,
    ...c.metadata,
  };
  if (typeof merged.date !== 'string') merged.date = fallbackDate;
  if (typeof merged.source_url !== 'string' && /^https?:/.test(c.url)) merged.source_url = c.url;
  // Tags from the source and the defaults together, each once.
  const tags = [...new Set([...(source.defaults.tags ?? []), ...((c.metadata.tags as string[] | undefined) ?? [])])];
  if (tags.length) merged.tags = tags;
  const checked = createMetadataValidator(today)(merged);
  if (!checked.ok)
    return {
      ok: false,
      problem: problem(
        'discovery.metadata_invalid',
        `What source "${source.name}" tells about ${c.url} does not make valid upload metadata: ${checked.problems.map((p) => p.message).join(' ')}`,
        'Give the source defaults for what it lacks (defaults in dirhub.config.json), or upload the document by hand. It is noted and not asked for again.',
      ),
    };
  const stem = `${slug(String(checked.metadata.title))}-${fetched.sha256.slice(0, 8)}`;
  const ext = fetched.kind;
  return {
    ok: true,
    upload: {
      file: `${stem}.${ext}`,
      metadataFile: `${stem}.json`,
      metadata: checked.metadata,
      metadataBytes: `${JSON.stringify(checked.metadata, null, 2)}\n`,
    },
  };
}

export const DISCOVERY_BRANCH_PREFIX = 'discover/';

/** The branch of a source's document: the same document of the same source always gets the same branch. */
export function branchFor(source: SourceConfig, key: string): string {
  return `${DISCOVERY_BRANCH_PREFIX}${source.name}/${sha256(key).slice(0, 16)}`;
}

/** The label a pull request carries: the source it came from. */
export function sourceLabel(source: SourceConfig): string {
  return `source:${source.name}`;
}

export const DISCOVERY_AUTHOR = { name: 'dirhub discovery', email: 'discovery@dirhub.invalid' };

/** The pull request that carries one document, with the upload files it adds and how it was found. */
export function proposalFor(
  source: SourceConfig,
  c: Candidate,
  upload: Upload,
  uploadsDir: string,
  bytes: Uint8Array,
): PullRequestProposal {
  const title = `Discovered: ${upload.metadata.title}`;
  const lines = [
    `Found by the archive's discovery in source \`${source.name}\` (${source.kind}).`,
    '',
    `- document: ${c.url}`,
    `- file: \`${uploadsDir}/${upload.file}\` (${bytes.byteLength.toLocaleString('en-US')} bytes)`,
    `- date: ${upload.metadata.date}${typeof c.metadata.date === 'string' ? '' : " (the source gives none: the file's last-modified day, or the day it was found)"}`,
  ];
  if (upload.metadata.case_number)
    lines.push(
      `- case: ${upload.metadata.case_number}${upload.metadata.docket_entry !== undefined ? `, docket entry ${upload.metadata.docket_entry}${upload.metadata.attachment_number ? `-${upload.metadata.attachment_number}` : ''}` : ''}`,
    );
  lines.push(
    '',
    'The intake decides it as any upload.',
    '',
    `<!-- dirhub-discovery ${JSON.stringify({ source: source.name, key: c.key })} -->`,
  );
  return {
    branch: branchFor(source, c.key),
    edits: [
      { path: `${uploadsDir}/${upload.file}`, bytes },
      { path: `${uploadsDir}/${upload.metadataFile}`, bytes: upload.metadataBytes },
    ],
    message: `${title.slice(0, 72)}\n\nFound in source ${source.name}: ${c.url.replace(/\s+/g, ' ')}\n`,
    author: DISCOVERY_AUTHOR,
    title: title.slice(0, 256),
    body: lines.join('\n'),
  };
}

/** The state after one document's outcome: it leaves the pending list and is remembered as seen. */
export function recordOutcome(
  state: SourceState,
  key: string,
  outcome: Outcome,
  at: string,
  details: Partial<Omit<SeenItem, 'outcome' | 'at'>> = {},
): SourceState {
  const seen: SeenItem = {
    outcome,
    at,
    sha256: details.sha256 ?? null,
    pull: details.pull ?? null,
    branch: details.branch ?? null,
    reason: details.reason ?? null,
  };
  return { ...state, pending: state.pending.filter((p) => p.key !== key), seen: { ...state.seen, [key]: seen } };
}

/**
 * The state after a document failed to arrive for a reason that may pass (no answer, a cut download, a
 * server error): it stays pending, one attempt more, until MAX_ATTEMPTS, when it is given up and noted.
 */
export function recordAttempt(
  state: SourceState,
  item: PendingItem,
  why: Problem,
  at: string,
): { state: SourceState; gaveUp: boolean } {
  const attempts = item.attempts + 1;
  if (attempts >= MAX_ATTEMPTS)
    return {
      state: recordOutcome(state, item.key, 'gave_up', at, { reason: `${attempts} attempts: ${why.message}` }),
      gaveUp: true,
    };
  const rest = state.pending.filter((p) => p.key !== item.key);
  return { state: { ...state, pending: [...rest, { ...item, attempts, last_problem: why }] }, gaveUp: false };
}

/** Keeps documents the run had no time or budget for, so the next run starts with them. */
export function keepPending(state: SourceState, items: PendingItem[]): SourceState {
  const have = new Set(state.pending.map((p) => p.key));
  return { ...state, pending: [...state.pending, ...items.filter((i) => !have.has(i.key) && !state.seen[i.key])] };
}

/** Problems that mean the document will not be brought, ever: noted, not retried. */
export const FINAL_PROBLEMS: readonly DiscoveryCode[] = [
  'discovery.document_vanished',
  'discovery.document_too_large',
  'discovery.document_not_pdf',
  'discovery.metadata_invalid',
  'discovery.robots_disallowed',
];

export function outcomeOfFinal(code: string): Outcome {
  return code === 'discovery.document_vanished' ? 'vanished' : 'refused';
}
