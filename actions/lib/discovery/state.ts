/**
 * What discovery remembers between runs, per source: its cursor (the ETag, Last-Modified or API cursor
 * and date the next question starts from), when it was last asked and whether that worked, the documents
 * it found but has not brought yet, and what became of each document it brought or gave up on. It lives
 * as one JSON file on a branch of its own in the archive repository (`DISCOVERY_BRANCH`), never on the
 * default branch: a discovery run publishes nothing, and a run on any machine continues where the last one
 * stopped. Pure: reading, checking and changing it; where it is stored is `state-store.ts`.
 */
import AjvModule from 'ajv';
import { problem, type Problem } from '../core/problem.js';
import { stableJson } from '../archive/stable-json.js';
import type { DiscoveryCode } from './codes.js';

/** The branch that holds the state, and the file on it. */
export const DISCOVERY_BRANCH = 'dirhub/discovery-state';
export const STATE_FILE = 'discovery/state.json';
export const STATE_VERSION = 1;

/** How many outcomes a source remembers (the newest); older documents are still known to the archive. */
export const SEEN_LIMIT = 5000;
/** How many times a document that failed to arrive is tried again before it is given up. */
export const MAX_ATTEMPTS = 5;

/** Where a source's next question starts; each kind uses the fields it needs. */
export interface Cursor {
  /** The listing's ETag and Last-Modified, sent back as If-None-Match and If-Modified-Since. */
  etag?: string | null;
  last_modified?: string | null;
  /** The API's own cursor (the address of the next page) where a listing stopped half-way. */
  next?: string | null;
  /** The earliest date the next listing asks for (YYYY-MM-DD). */
  since?: string | null;
}

/** A document found in a listing, with what the listing said about it: enough to fetch it later. */
export interface Candidate {
  /** What identifies it within its source (a URL, a docket entry, a file's path and size). */
  key: string;
  /** Where its bytes are: http(s) or file. */
  url: string;
  /** Metadata the source gave (title, date, court…); checked against the upload schema before opening. */
  metadata: Record<string, unknown>;
  /** When the listing says the document is dated or was published, for ordering (ISO). */
  listed_at: string | null;
  /** For the duplicate checks: the docket entry it is, where the source tells. */
  docket?: { court: string; case_number: string; entry: number; attachment: number | null } | null;
}

export interface PendingItem extends Candidate {
  attempts: number;
  /** Why the last attempt did not bring it (null: not tried yet, the run's budget ended first). */
  last_problem: Problem | null;
}

export const OUTCOMES = ['opened', 'known', 'vanished', 'refused', 'gave_up'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface SeenItem {
  outcome: Outcome;
  at: string;
  sha256: string | null;
  /** The pull request opened for it (a branch name or a number) and its branch. */
  pull: string | number | null;
  branch: string | null;
  /** Why it was not brought (known, vanished, refused, gave up). */
  reason: string | null;
}

export interface SourceState {
  cursor: Cursor;
  /** When the source was last asked, and last answered usefully. */
  checked_at: string | null;
  succeeded_at: string | null;
  /** Runs in a row that could not ask it. */
  failures: number;
  problem: Problem | null;
  pending: PendingItem[];
  seen: Record<string, SeenItem>;
}

export interface DiscoveryState {
  version: typeof STATE_VERSION;
  sources: Record<string, SourceState>;
}

export function emptyState(): DiscoveryState {
  return { version: STATE_VERSION, sources: {} };
}

export function emptySourceState(): SourceState {
  return { cursor: {}, checked_at: null, succeeded_at: null, failures: 0, problem: null, pending: [], seen: {} };
}

const problemSchema = {
  type: 'object',
  required: ['code', 'message', 'hint'],
  properties: { code: { type: 'string' }, message: { type: 'string' }, hint: { type: 'string' } },
} as const;

const candidateProperties = {
  key: { type: 'string', minLength: 1 },
  url: { type: 'string', pattern: '^(https?|file):' },
  metadata: { type: 'object' },
  listed_at: { type: ['string', 'null'] },
  docket: {
    anyOf: [
      { type: 'null' },
      {
        type: 'object',
        required: ['court', 'case_number', 'entry', 'attachment'],
        properties: {
          court: { type: 'string' },
          case_number: { type: 'string' },
          entry: { type: 'integer' },
          attachment: { type: ['integer', 'null'] },
        },
      },
    ],
  },
} as const;

/** The state file's schema: a file that does not follow it is not used (and the run says so). */
export const stateSchema = {
  type: 'object',
  required: ['version', 'sources'],
  properties: {
    version: { const: STATE_VERSION },
    sources: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['cursor', 'checked_at', 'succeeded_at', 'failures', 'problem', 'pending', 'seen'],
        properties: {
          cursor: {
            type: 'object',
            additionalProperties: false,
            properties: {
              etag: { type: ['string', 'null'] },
              last_modified: { type: ['string', 'null'] },
              next: { type: ['string', 'null'] },
              since: { type: ['string', 'null'] },
            },
          },
          checked_at: { type: ['string', 'null'] },
          succeeded_at: { type: ['string', 'null'] },
          failures: { type: 'integer', minimum: 0 },
          problem: { anyOf: [{ type: 'null' }, problemSchema] },
          pending: {
            type: 'array',
            items: {
              type: 'object',
              required: ['key', 'url', 'metadata', 'attempts', 'last_problem'],
              properties: {
                ...candidateProperties,
                attempts: { type: 'integer', minimum: 0 },
                last_problem: { anyOf: [{ type: 'null' }, problemSchema] },
              },
            },
          },
          seen: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              required: ['outcome', 'at'],
              properties: {
                outcome: { enum: [...OUTCOMES] },
                at: { type: 'string' },
                sha256: { type: ['string', 'null'] },
                pull: { type: ['string', 'integer', 'null'] },
                branch: { type: ['string', 'null'] },
                reason: { type: ['string', 'null'] },
              },
            },
          },
        },
      },
    },
  },
} as const;

const Ajv = AjvModule.default;
let validate: AjvModule.ValidateFunction<DiscoveryState> | null = null;

export type StateRead = { ok: true; state: DiscoveryState } | { ok: false; problem: Problem<DiscoveryCode> };

/** Parses the state file's text; null text (no branch yet) is the empty state. */
export function parseState(text: string | null, where: string): StateRead {
  if (text === null) return { ok: true, state: emptyState() };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return { ok: false, problem: unreadable(where, `it is not JSON (${(err as Error).message})`) };
  }
  validate ??= new Ajv({ allErrors: false, strict: false }).compile<DiscoveryState>(stateSchema);
  if (!validate(data)) {
    const e = validate.errors?.[0];
    return { ok: false, problem: unreadable(where, `${e?.instancePath || '/'} ${e?.message ?? 'is not a state'}`) };
  }
  return { ok: true, state: data };
}

function unreadable(where: string, why: string): Problem<DiscoveryCode> {
  return problem(
    'discovery.state_unreadable',
    `The discovery state in ${where} cannot be used: ${why}.`,
    `Nothing was discovered, so no cursor moved. Repair or delete the file on branch ${DISCOVERY_BRANCH} (git log -p ${DISCOVERY_BRANCH} shows its history); without it every source starts from the beginning and the archive's own duplicate checks keep what it holds out.`,
  );
}

/** The state as stored: keys sorted, so two runs that change nothing write the same bytes. */
export function serializeState(state: DiscoveryState): string {
  return stableJson(pruned(state));
}

/** Keeps each source's newest SEEN_LIMIT outcomes. */
function pruned(state: DiscoveryState): DiscoveryState {
  const sources: Record<string, SourceState> = {};
  for (const [name, s] of Object.entries(state.sources)) {
    const entries = Object.entries(s.seen);
    const seen =
      entries.length <= SEEN_LIMIT
        ? s.seen
        : Object.fromEntries(
            entries.sort((a, b) => (a[1].at < b[1].at ? 1 : a[1].at > b[1].at ? -1 : 0)).slice(0, SEEN_LIMIT),
          );
    sources[name] = { ...s, seen };
  }
  return { ...state, sources };
}
