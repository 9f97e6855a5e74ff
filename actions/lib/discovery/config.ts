/**
 * The sources an archive follows, as `dirhub.config.json` names them under `discovery`: each with its
 * kind, what to take and how often, and what one run may bring at most. The section is checked with a
 * JSON Schema (ajv) so that a typo names the source and the field instead of failing a run half-way.
 */
import AjvModule from 'ajv';
import { problem, type Problem } from '../core/problem.js';
import { RELEVANCE_LEVELS, SOURCE_TYPES, type RelevanceLevel, type SourceType } from '../core/vocab.js';
import type { DiscoveryCode } from './codes.js';

export const SOURCE_KINDS = ['courtlistener', 'feed', 'page', 'folder'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** Metadata a source cannot tell and the archive fills in for every document it brings. */
export interface SourceDefaults {
  source?: string;
  source_type?: SourceType;
  category?: string;
  relevance?: RelevanceLevel;
  tags?: string[];
  language?: string;
}

interface SourceBase {
  /** Names the source in branches, labels, the state and reports: lower case, digits and dashes. */
  name: string;
  /** How often it is asked: `15m`, `6h`, `1d`. A run skips a source asked more recently than that. */
  every: string;
  /** False keeps the source configured but unasked. */
  enabled: boolean;
  defaults: SourceDefaults;
}

export interface CourtListenerSource extends SourceBase {
  kind: 'courtlistener';
  /** A docket's CourtListener id: every document of the docket RECAP holds. */
  docket: number | null;
  /** A RECAP search (the search API's `q`), optionally within one court. */
  query: string | null;
  court: string | null;
  /** The environment variable that holds the API token (a secret on GitHub). */
  token_env: string;
  /** The REST API v4 root; another only for a mirror or a test. */
  api: string;
  /** Where RECAP documents are downloaded from: the Internet Archive's download root. */
  mirror: string;
  /** Entries filed this many days before the newest one seen are asked for again (documents reach RECAP late). */
  lookback_days: number;
}

export interface FeedSource extends SourceBase {
  kind: 'feed';
  /** An Atom or RSS feed whose entries link PDFs (http, https, or file for a feed on this machine). */
  url: string;
}

export interface PageSource extends SourceBase {
  kind: 'page';
  /** A web page that lists PDF links. */
  url: string;
  /** A regular expression a link's address must match (default: ends in .pdf). */
  match: string;
}

export interface FolderSource extends SourceBase {
  kind: 'folder';
  /** The consumption folder: absolute, or relative to the archive repository. */
  path: string;
}

export type SourceConfig = CourtListenerSource | FeedSource | PageSource | FolderSource;

export interface RunBudget {
  /** Documents opened as pull requests in one run, all sources together. */
  documents: number;
  /** Bytes downloaded in one run. */
  bytes: number;
  /** Minutes one run may take; a source not reached by then waits for the next run. */
  minutes: number;
}

export interface DiscoveryConfig {
  sources: SourceConfig[];
  per_run: RunBudget;
  /** Who runs this archive, for the User-Agent every request carries (an address or a URL). */
  contact: string | null;
}

export const DEFAULT_BUDGET: RunBudget = { documents: 20, bytes: 250 * 1024 * 1024, minutes: 20 };
export const COURTLISTENER_API = 'https://www.courtlistener.com/api/rest/v4/';
export const INTERNET_ARCHIVE_DOWNLOADS = 'https://archive.org/download/';

const NAME = '^[a-z0-9][a-z0-9-]{0,39}$';
const EVERY = '^[1-9][0-9]{0,3}[mhd]$';

const defaultsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    source: { type: 'string', minLength: 2, maxLength: 300 },
    source_type: { enum: [...SOURCE_TYPES] },
    category: { type: 'string', pattern: '^[a-z][a-z0-9-]{1,39}$' },
    relevance: { enum: [...RELEVANCE_LEVELS] },
    tags: { type: 'array', maxItems: 30, items: { type: 'string', minLength: 1, maxLength: 60 } },
    language: { type: 'string', pattern: '^[a-z]{2}(-[A-Z]{2})?$' },
  },
} as const;

const common = {
  name: { type: 'string', pattern: NAME },
  every: { type: 'string', pattern: EVERY },
  enabled: { type: 'boolean' },
  defaults: defaultsSchema,
} as const;

const address = { type: 'string', pattern: '^(https?|file):', maxLength: 2000 } as const;

/** The `discovery` section of dirhub.config.json. */
export const discoverySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    contact: { type: ['string', 'null'], maxLength: 300 },
    per_run: {
      type: 'object',
      additionalProperties: false,
      properties: {
        documents: { type: 'integer', minimum: 1, maximum: 10000 },
        bytes: { type: 'integer', minimum: 1 },
        minutes: { type: 'integer', minimum: 1, maximum: 340 },
      },
    },
    sources: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'kind'],
        properties: { kind: { enum: [...SOURCE_KINDS] } },
        allOf: [
          {
            if: { properties: { kind: { const: 'courtlistener' } } },
            then: {
              additionalProperties: false,
              properties: {
                ...common,
                kind: {},
                docket: { type: 'integer', minimum: 1 },
                query: { type: 'string', minLength: 1, maxLength: 2000 },
                court: { type: 'string', pattern: '^[a-z0-9]{2,15}$' },
                token_env: { type: 'string', pattern: '^[A-Z_][A-Z0-9_]*$' },
                api: address,
                mirror: address,
                lookback_days: { type: 'integer', minimum: 0, maximum: 3650 },
              },
              oneOf: [{ required: ['docket'] }, { required: ['query'] }],
            },
          },
          {
            if: { properties: { kind: { const: 'feed' } } },
            then: { additionalProperties: false, required: ['url'], properties: { ...common, kind: {}, url: address } },
          },
          {
            if: { properties: { kind: { const: 'page' } } },
            then: {
              additionalProperties: false,
              required: ['url'],
              properties: {
                ...common,
                kind: {},
                url: address,
                match: { type: 'string', minLength: 1, maxLength: 300 },
              },
            },
          },
          {
            if: { properties: { kind: { const: 'folder' } } },
            then: {
              additionalProperties: false,
              required: ['path'],
              properties: { ...common, kind: {}, path: { type: 'string', minLength: 1 } },
            },
          },
        ],
      },
    },
  },
} as const;

const Ajv = AjvModule.default;
let validate: ReturnType<InstanceType<typeof Ajv>['compile']> | null = null;

export type DiscoveryConfigRead =
  { ok: true; config: DiscoveryConfig } | { ok: false; problems: Problem<DiscoveryCode>[] };

/** How long `every` is, in milliseconds. */
export function everyMs(every: string): number {
  const m = /^(\d+)([mhd])$/.exec(every);
  if (!m) throw new Error(`everyMs: "${every}" is not a duration like 15m, 6h or 1d`);
  return Number(m[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as 'm' | 'h' | 'd'];
}

type RawSource = Record<string, unknown> & { name: string; kind: SourceKind };

/** Ajv's errors as problems, each naming the source and field once. */
function schemaProblems(errors: NonNullable<NonNullable<typeof validate>['errors']>): Problem<DiscoveryCode>[] {
  const problems: Problem<DiscoveryCode>[] = [];
  const seen = new Set<string>();
  for (const err of errors) {
    // The `if` of each kind fails for every other kind: only the branch the source took explains anything.
    if (err.keyword === 'if') continue;
    const where = `discovery${err.instancePath.replace(/\/(\d+)/g, '[$1]').replace(/\//g, '.')}`;
    const extra = (err.params as { additionalProperty?: string }).additionalProperty;
    const line = `${where}${extra ? `.${extra}` : ''} ${extra ? 'is not a setting of this kind of source' : err.message}`;
    if (seen.has(line)) continue;
    seen.add(line);
    problems.push(
      problem(
        'discovery.config_invalid',
        `dirhub.config.json: ${line}.`,
        'See docs/discovery.md for the settings of each kind of source.',
      ),
    );
  }
  return problems;
}

/** A source as the schema let it through, with every default filled in. */
function sourceOf(s: RawSource): SourceConfig {
  const base = {
    name: s.name,
    every: (s.every as string | undefined) ?? '1d',
    enabled: s.enabled !== false,
    defaults: (s.defaults as SourceDefaults | undefined) ?? {},
  };
  switch (s.kind) {
    case 'courtlistener':
      return {
        ...base,
        kind: 'courtlistener',
        docket: (s.docket as number | undefined) ?? null,
        query: (s.query as string | undefined) ?? null,
        court: (s.court as string | undefined) ?? null,
        token_env: (s.token_env as string | undefined) ?? 'COURTLISTENER_TOKEN',
        api: withSlash((s.api as string | undefined) ?? COURTLISTENER_API),
        mirror: withSlash((s.mirror as string | undefined) ?? INTERNET_ARCHIVE_DOWNLOADS),
        lookback_days: (s.lookback_days as number | undefined) ?? 30,
      };
    case 'feed':
      return { ...base, kind: 'feed', url: s.url as string };
    case 'page':
      return { ...base, kind: 'page', url: s.url as string, match: (s.match as string | undefined) ?? '\\.pdf$' };
    case 'folder':
      return { ...base, kind: 'folder', path: s.path as string };
  }
}

/** What the schema cannot see: two sources of one name, a match that is no regular expression. */
function crossProblems(sources: SourceConfig[]): Problem<DiscoveryCode>[] {
  const problems: Problem<DiscoveryCode>[] = [];
  const names = new Set<string>();
  for (const s of sources) {
    if (names.has(s.name))
      problems.push(
        problem(
          'discovery.config_invalid',
          `dirhub.config.json: two sources are named "${s.name}".`,
          'Give each source a name of its own: it names its branches, labels and cursor.',
        ),
      );
    names.add(s.name);
    if (s.kind !== 'page') continue;
    try {
      new RegExp(s.match, 'i');
    } catch (err) {
      problems.push(
        problem(
          'discovery.config_invalid',
          `dirhub.config.json: the source "${s.name}" has a match that is no regular expression: ${(err as Error).message}.`,
          'Write match as a JavaScript regular expression, e.g. "\\\\.pdf$".',
        ),
      );
    }
  }
  return problems;
}

/**
 * Reads the `discovery` section (absent: no sources). Every problem is reported at once, each naming
 * the source and field; a section with a problem yields no sources at all, so a run never follows half
 * of what the maintainer wrote.
 */
export function readDiscoveryConfig(section: unknown, fallbackContact: string | null = null): DiscoveryConfigRead {
  if (section === undefined || section === null)
    return { ok: true, config: { sources: [], per_run: { ...DEFAULT_BUDGET }, contact: fallbackContact } };
  validate ??= new Ajv({ allErrors: true, strict: false }).compile(discoverySchema);
  if (!validate(section)) return { ok: false, problems: schemaProblems(validate.errors ?? []) };
  const raw = section as { contact?: string | null; per_run?: Partial<RunBudget>; sources?: RawSource[] };
  const sources = (raw.sources ?? []).map(sourceOf);
  const problems = crossProblems(sources);
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    config: { sources, per_run: { ...DEFAULT_BUDGET, ...raw.per_run }, contact: raw.contact ?? fallbackContact },
  };
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
