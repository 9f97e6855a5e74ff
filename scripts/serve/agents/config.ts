/**
 * The agent-only API's settings: the service tokens (as sha256 hashes, never the tokens), the spec's
 * coordinator constants, the three cache levels, the semantic model, and the external web engines with
 * their credentials and quotas. They live in a file of the server's own (`dirhub-agents.json` in the
 * repository's git folder by default), never in the archive: credentials are not published, and a
 * contributor cannot change them with a pull request.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import AjvModule, { type SchemaObject } from 'ajv';
import { DirhubError } from '../../../actions/lib/core/errors.js';

export interface ServiceTokenEntry {
  /** Who holds it: the agent's name, shown in logs. */
  name: string;
  /** sha256 (hex) of the token. */
  sha256: string;
  created_at: string;
}

export interface CoordinatorSettings {
  max_concurrent_searches: number;
  /** Searches that may wait for a turn; one more is refused at once (503, Retry-After) rather than queued. */
  max_queued_searches: number;
  timeout_seconds: number;
  /** Seconds an answer that holds web results may be served from a cache (the archive's own never go stale: see docs). */
  cache_ttl: number;
  deduplication: boolean;
  relevance_threshold: number;
}

export interface CacheSettings {
  /** Level 1, in memory. */
  memory_minutes: number;
  memory_entries: number;
  /** Level 2, files on disk. */
  disk_hours: number;
  /** Level 3, the result database (SQLite). */
  database_days: number;
}

/** How long one web engine may take per call, and how many calls may wait for it. */
export interface WebCallSettings {
  /** Milliseconds per call, its wait for a turn included; then it is abandoned and the engine reported failed. */
  timeout_ms: number;
  /** Calls that may wait for the engine; one more fails at once. */
  max_queued: number;
}

export interface GoogleSettings extends WebCallSettings {
  api_key: string;
  /** The Programmable Search Engine id (`cx`). */
  cx: string;
  endpoint: string;
  daily_quota: number;
}

export interface BraveSettings extends WebCallSettings {
  api_key: string;
  endpoint: string;
  monthly_quota: number;
}

export interface WikipediaSettings extends WebCallSettings {
  endpoint: string;
  /** The least time between two requests: Wikimedia asks for serial, unhurried requests. */
  min_interval_ms: number;
  /** Wikimedia asks every client to name itself and a contact. */
  user_agent: string;
}

export interface EmbeddingsSettings {
  /** An OpenAI-compatible embeddings endpoint on this machine (llama.cpp, Ollama, text-embeddings-inference…). */
  url: string;
  model: string;
  /** Texts per request. */
  batch: number;
}

export interface SemanticSettings {
  /** Dimensions of the latent semantic space learned from the archive. */
  dimensions: number;
  /** A local embedding model to use instead of the archive's own. */
  embeddings: EmbeddingsSettings | null;
}

/** The agent listener itself. */
export interface ListenerSettings {
  /** Requests per service token (or per address, without a known token) per minute; 0: no limit. */
  rate_limit: number;
}

export interface AgentsConfig {
  service_tokens: ServiceTokenEntry[];
  listener: ListenerSettings;
  coordinator: CoordinatorSettings;
  cache: CacheSettings;
  semantic: SemanticSettings;
  web: { google: GoogleSettings | null; brave: BraveSettings | null; wikipedia: WikipediaSettings | null };
}

/** The spec's constants ("Coordinator and engine configuration constants", "Limits"). */
export const DEFAULT_AGENTS_CONFIG: AgentsConfig = {
  service_tokens: [],
  listener: { rate_limit: 600 },
  coordinator: {
    max_concurrent_searches: 10,
    max_queued_searches: 100,
    timeout_seconds: 30,
    cache_ttl: 3600,
    deduplication: true,
    relevance_threshold: 0.7,
  },
  cache: { memory_minutes: 15, memory_entries: 2000, disk_hours: 24, database_days: 7 },
  semantic: { dimensions: 100, embeddings: null },
  web: { google: null, brave: null, wikipedia: null },
};

const WEB_CALLS: WebCallSettings = { timeout_ms: 5000, max_queued: 10 };

export const WEB_DEFAULTS = {
  google: { ...WEB_CALLS, endpoint: 'https://www.googleapis.com/customsearch/v1', daily_quota: 100 },
  brave: { ...WEB_CALLS, endpoint: 'https://api.search.brave.com/res/v1/web/search', monthly_quota: 1000 },
  wikipedia: {
    ...WEB_CALLS,
    endpoint: 'https://en.wikipedia.org/w/api.php',
    min_interval_ms: 1000,
    user_agent: 'dirhub-agent-search/1.0 (archive maintainers; set web.wikipedia.user_agent to your contact)',
  },
} as const;

export const AGENTS_CONFIG_FILE = 'dirhub-agents.json';

const positive = { type: 'number', exclusiveMinimum: 0 } as const;
const count = { type: 'integer', minimum: 1 } as const;
const text = { type: 'string', minLength: 1 } as const;
const url = { type: 'string', pattern: '^https?://' } as const;
const webCalls = {
  timeout_ms: { type: 'integer', minimum: 1, maximum: 600_000 },
  max_queued: { type: 'integer', minimum: 0, maximum: 10_000 },
} as const;

const SCHEMA: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  properties: {
    service_tokens: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'sha256'],
        additionalProperties: false,
        properties: {
          name: text,
          sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
          created_at: { type: 'string' },
        },
      },
    },
    listener: {
      type: 'object',
      additionalProperties: false,
      properties: { rate_limit: { type: 'integer', minimum: 0 } },
    },
    coordinator: {
      type: 'object',
      additionalProperties: false,
      properties: {
        max_concurrent_searches: count,
        max_queued_searches: { type: 'integer', minimum: 0 },
        timeout_seconds: positive,
        cache_ttl: { type: 'number', minimum: 0 },
        deduplication: { type: 'boolean' },
        relevance_threshold: { type: 'number', minimum: 0, maximum: 1 },
      },
    },
    cache: {
      type: 'object',
      additionalProperties: false,
      properties: {
        memory_minutes: { type: 'number', minimum: 0 },
        memory_entries: count,
        disk_hours: { type: 'number', minimum: 0 },
        database_days: { type: 'number', minimum: 0 },
      },
    },
    semantic: {
      type: 'object',
      additionalProperties: false,
      properties: {
        dimensions: { type: 'integer', minimum: 2, maximum: 1000 },
        embeddings: {
          type: ['object', 'null'],
          required: ['url', 'model'],
          additionalProperties: false,
          properties: { url, model: text, batch: count },
        },
      },
    },
    web: {
      type: 'object',
      additionalProperties: false,
      properties: {
        google: {
          type: ['object', 'null'],
          required: ['api_key', 'cx'],
          additionalProperties: false,
          properties: {
            api_key: text,
            cx: text,
            endpoint: url,
            daily_quota: { type: 'integer', minimum: 0 },
            ...webCalls,
          },
        },
        brave: {
          type: ['object', 'null'],
          required: ['api_key'],
          additionalProperties: false,
          properties: { api_key: text, endpoint: url, monthly_quota: { type: 'integer', minimum: 0 }, ...webCalls },
        },
        wikipedia: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: {
            endpoint: url,
            min_interval_ms: { type: 'integer', minimum: 0 },
            user_agent: text,
            ...webCalls,
          },
        },
      },
    },
  },
};

const Ajv = AjvModule.default;
let validate: ReturnType<InstanceType<typeof Ajv>['compile']> | null = null;

/** A settings file's parsed JSON to settings, every section given in part keeping the defaults of the rest. */
export function agentsConfigOf(raw: unknown, where = AGENTS_CONFIG_FILE): AgentsConfig {
  validate ??= new Ajv({ allErrors: false, strict: true, strictTypes: false }).compile(SCHEMA);
  if (!validate(raw)) {
    const err = validate.errors![0]!;
    throw new DirhubError(
      'agents.config',
      `${where}: ${err.instancePath || 'the file'} ${err.message ?? 'is not valid'}${err.keyword === 'additionalProperties' ? ` (${String((err.params as { additionalProperty: string }).additionalProperty)})` : ''}.`,
      'See docs/agent-search.md for the settings and their defaults.',
    );
  }
  const given = raw as {
    service_tokens?: ServiceTokenEntry[];
    listener?: Partial<ListenerSettings>;
    coordinator?: Partial<CoordinatorSettings>;
    cache?: Partial<CacheSettings>;
    semantic?: { dimensions?: number; embeddings?: Partial<EmbeddingsSettings> | null };
    web?: {
      google?: Partial<GoogleSettings> | null;
      brave?: Partial<BraveSettings> | null;
      wikipedia?: Partial<WikipediaSettings> | null;
    };
  };
  const d = DEFAULT_AGENTS_CONFIG;
  const embeddings = given.semantic?.embeddings;
  return {
    service_tokens: (given.service_tokens ?? []).map((t) => ({ ...t, created_at: t.created_at ?? '' })),
    listener: { ...d.listener, ...given.listener },
    coordinator: { ...d.coordinator, ...given.coordinator },
    cache: { ...d.cache, ...given.cache },
    semantic: {
      dimensions: given.semantic?.dimensions ?? d.semantic.dimensions,
      embeddings: embeddings ? { ...(embeddings as EmbeddingsSettings), batch: embeddings.batch ?? 32 } : null,
    },
    web: {
      google: given.web?.google ? { ...WEB_DEFAULTS.google, ...(given.web.google as GoogleSettings) } : null,
      brave: given.web?.brave ? { ...WEB_DEFAULTS.brave, ...(given.web.brave as BraveSettings) } : null,
      wikipedia: given.web?.wikipedia ? { ...WEB_DEFAULTS.wikipedia, ...given.web.wikipedia } : null,
    },
  };
}

/** The raw JSON of a settings file (`{}` when there is none), to change and write back whole. */
export async function readAgentsFile(path: string): Promise<Record<string, unknown>> {
  let raw: string;
  try {
    raw = await readFile(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    return parsed as Record<string, unknown>;
  } catch (err) {
    throw new DirhubError(
      'agents.config',
      `${path} is not a JSON object (${(err as Error).message}).`,
      'Fix the file or remove it; see docs/agent-search.md.',
    );
  }
}

/** The settings at `path`; a missing file means every default and no service token. */
export async function loadAgentsConfig(path: string): Promise<AgentsConfig> {
  return agentsConfigOf(await readAgentsFile(path), path);
}

/** Writes the file whole (a temporary file renamed over it), readable by its owner only: it holds credentials. */
export async function writeAgentsFile(path: string, content: Record<string, unknown>): Promise<void> {
  agentsConfigOf(content, path);
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  await rename(temp, path);
}
