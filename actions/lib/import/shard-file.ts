/**
 * What one shard of an import hands to the merge: every upload of its slice with its analysis (the
 * decision it came to, the facts a record is built from, the page texts). The file crosses from a job
 * that reads untrusted files to the one that holds the token, so the merge reads it as hostile input:
 * `parseShardResult` checks it against its schema before anything else looks at it.
 */
import AjvModule from 'ajv';
import { OCR_WORDS_FORMAT } from '../archive/ocr-words.js';
import type { AnalysisResult } from '../archive/records.js';
import { stableJson } from '../archive/stable-json.js';
import type { DirhubConfig } from '../core/config.js';
import { sha256 } from '../core/hash.js';
import { problem, type Problem } from '../core/problem.js';
import type { UploadPair } from '../intake/branch.js';
import type { ImportCode } from './codes.js';
import type { ImportSource, ShardSpec } from './folder.js';

export const SHARD_FORMAT = 'dirhub-import-shard';
export const SHARD_VERSION = 1;

/**
 * An analysis as a shard hands it over: without the joined text (the page texts are there) and the
 * text's enrichment and findings (`dirhub enrich` reads the imported texts itself: findings made in the
 * job that reads untrusted files are not taken into the archive).
 */
export type ShardAnalysis = Omit<
  AnalysisResult,
  'text' | 'summary' | 'category' | 'entities' | 'dates' | 'tags' | 'pii' | 'findings'
>;

export interface ShardItem {
  /** The upload's name in the folder (its path without the extension). */
  name: string;
  /** Paths in the folder, `/`-separated. */
  file: string | null;
  metadata: string | null;
  /** How the files paired up (a missing metadata file, two documents with one name…). */
  problems: Problem[];
  metadata_sha256: string | null;
  /** Null when there was no document to analyse. */
  analysis: ShardAnalysis | null;
  /** Wall-clock seconds the analysis took. */
  seconds: number | null;
}

export interface ShardResult {
  format: typeof SHARD_FORMAT;
  version: typeof SHARD_VERSION;
  shard: ShardSpec;
  source: ImportSource;
  /** The archive the uploads were judged against: how many documents, and a hash of their ids. */
  archive: { documents: number; signature: string };
  /** A hash of the settings that decide an upload (`decisionSettingsHash`): the merge must hold the same. */
  settings_sha256: string;
  pipeline_version: string;
  started_at: string;
  finished_at: string;
  items: ShardItem[];
}

/** The parts of the config an upload's decision depends on; the site's settings are not among them. */
export function decisionSettingsHash(config: DirhubConfig): string {
  const { collection, routing, limits, validation, ocr, categories } = config;
  return sha256(stableJson({ collection, routing, limits, validation, ocr, categories }));
}

/** The archive's documents as a signature: equal signatures, equal archives to compare against. */
export function archiveSignature(documentIds: string[]): string {
  return sha256(JSON.stringify(documentIds));
}

export function shardItem(
  pair: UploadPair,
  metadataSha256: string | null,
  analysis: AnalysisResult | null,
  seconds: number | null,
): ShardItem {
  let handed: ShardAnalysis | null = null;
  if (analysis) {
    const {
      text: _text,
      summary: _s,
      category: _c,
      entities: _e,
      dates: _d,
      tags: _t,
      pii: _p,
      findings: _f,
      ...rest
    } = analysis;
    handed = rest;
  }
  return {
    name: pair.name,
    file: pair.file,
    metadata: pair.metadata,
    problems: pair.problems,
    metadata_sha256: metadataSha256,
    analysis: handed,
    seconds,
  };
}

const HEX64 = '^[0-9a-f]{64}$';
const str = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const count = { type: 'integer', minimum: 0 } as const;
const unit = { type: 'number', minimum: 0, maximum: 1 } as const;
const strings = { type: 'array', items: str } as const;

const problemSchema = {
  type: 'object',
  required: ['code', 'message', 'hint', 'severity'],
  additionalProperties: false,
  properties: {
    code: { type: 'string', pattern: '^[a-z0-9_]+(\\.[a-z0-9_]+)+$' },
    message: str,
    hint: str,
    field: str,
    severity: { enum: ['error', 'warning'] },
  },
} as const;
const problems = { type: 'array', items: problemSchema } as const;

/** Where OCR read each word of a page (archive/ocr-words.ts): written into the archive as it is, so checked whole. */
const pageWordsSchema = {
  type: 'object',
  required: ['format', 'page', 'width', 'height', 'dpi', 'language', 'words'],
  additionalProperties: false,
  properties: {
    format: { const: OCR_WORDS_FORMAT },
    page: { type: 'integer', minimum: 1 },
    width: count,
    height: count,
    dpi: count,
    language: { type: 'string', pattern: '^[a-z_]{3,12}$' },
    words: {
      type: 'array',
      items: {
        type: 'object',
        required: ['text', 'box', 'confidence', 'source', 'line'],
        additionalProperties: false,
        properties: {
          text: str,
          box: { type: 'array', items: { type: 'integer' }, minItems: 4, maxItems: 4 },
          confidence: { type: 'number', minimum: 0, maximum: 100 },
          source: { enum: ['tesseract', 'paddle', 'both'] },
          line: { type: 'integer' },
        },
      },
    },
  },
} as const;

const duplicateSchema = {
  type: 'object',
  required: ['kind', 'found_in', 'similarity'],
  additionalProperties: false,
  properties: {
    kind: { enum: ['exact', 'near'] },
    found_in: { enum: ['archive', 'decisions', 'batch'] },
    document_id: { type: 'string', pattern: '^[0-9a-f]{16}$' },
    upload_id: { type: 'string', pattern: '^up_[0-9a-f]{16}$' },
    title: str,
    similarity: unit,
  },
} as const;

const factor = {
  type: 'object',
  required: ['name', 'effect', 'detail'],
  additionalProperties: false,
  properties: { name: str, effect: { type: 'number' }, detail: str },
} as const;

const nearest = {
  type: 'object',
  required: ['document_id', 'title', 'similarity'],
  additionalProperties: false,
  properties: { document_id: str, title: str, similarity: { type: 'number' } },
} as const;

const stringMap = { type: 'object', additionalProperties: str } as const;

const analysisSchema = {
  type: 'object',
  required: [
    'upload_id',
    'status',
    'relevance',
    'threshold',
    'errors',
    'warnings',
    'pages',
    'ocr_pages',
    'file',
    'metadata',
    'relevance_detail',
    'duplicates',
    'ocr_confidence',
    'facts',
    'page_texts',
  ],
  additionalProperties: false,
  properties: {
    upload_id: { type: 'string', pattern: '^up_[0-9a-f]{16}$' },
    status: { enum: ['accepted', 'rejected', 'invalid'] },
    relevance: { anyOf: [unit, { type: 'null' }] },
    threshold: unit,
    errors: problems,
    warnings: problems,
    pages: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
    ocr_pages: { type: 'array', items: { type: 'integer', minimum: 1 } },
    file: {
      type: 'object',
      required: ['name', 'kind', 'bytes', 'sha256', 'media_type'],
      additionalProperties: false,
      properties: {
        name: str,
        kind: { enum: ['pdf', 'png', 'jpeg', 'unknown'] },
        bytes: count,
        sha256: { type: 'string', pattern: HEX64 },
        media_type: str,
      },
    },
    // Never used as it is: the merge parses the folder's own metadata file again.
    metadata: { type: ['object', 'null'] },
    relevance_detail: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['score', 'threshold', 'factors', 'nearest'],
          additionalProperties: false,
          properties: {
            score: unit,
            baseline: { type: 'number' },
            threshold: unit,
            factors: { type: 'array', items: factor },
            nearest: { type: 'array', items: nearest },
          },
        },
      ],
    },
    duplicates: { type: 'array', items: duplicateSchema },
    ocr_confidence: {
      type: 'array',
      items: {
        type: 'object',
        required: ['page', 'confidence'],
        additionalProperties: false,
        properties: { page: { type: 'integer', minimum: 1 }, confidence: { type: 'number' } },
      },
    },
    facts: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['kind', 'media_type', 'bytes', 'sha256', 'pages', 'encrypted', 'active_content', 'info', 'xmp'],
          additionalProperties: false,
          properties: {
            kind: { enum: ['pdf', 'png', 'jpeg', 'unknown'] },
            media_type: str,
            bytes: count,
            sha256: { type: 'string', pattern: HEX64 },
            pages: { anyOf: [count, { type: 'null' }] },
            encrypted: { type: 'boolean' },
            active_content: {
              type: 'object',
              required: ['javascript', 'launch_actions', 'embedded_files', 'other'],
              additionalProperties: false,
              properties: {
                javascript: { type: 'boolean' },
                launch_actions: { type: 'boolean' },
                embedded_files: strings,
                other: strings,
              },
            },
            info: stringMap,
            xmp: { anyOf: [stringMap, { type: 'null' }] },
            image: {
              type: 'object',
              required: ['width', 'height'],
              additionalProperties: false,
              properties: { width: count, height: count },
            },
          },
        },
      ],
    },
    page_texts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['page', 'text', 'source'],
        additionalProperties: false,
        properties: {
          page: { type: 'integer', minimum: 1 },
          text: str,
          source: { enum: ['text-layer', 'ocr', 'none'] },
          ocr_confidence: { type: 'number' },
          words: pageWordsSchema,
          problem: problemSchema,
        },
      },
    },
  },
} as const;

const shardSchema = {
  type: 'object',
  required: [
    'format',
    'version',
    'shard',
    'source',
    'archive',
    'settings_sha256',
    'pipeline_version',
    'started_at',
    'finished_at',
    'items',
  ],
  additionalProperties: false,
  properties: {
    format: { const: SHARD_FORMAT },
    version: { const: SHARD_VERSION },
    shard: {
      type: 'object',
      required: ['index', 'count'],
      additionalProperties: false,
      properties: { index: { type: 'integer', minimum: 1 }, count: { type: 'integer', minimum: 1, maximum: 256 } },
    },
    source: {
      type: 'object',
      required: ['ref', 'commit', 'submitted_by'],
      additionalProperties: false,
      properties: {
        ref: str,
        commit: { anyOf: [{ type: 'string', pattern: '^[0-9a-f]{40}([0-9a-f]{24})?$' }, { type: 'null' }] },
        submitted_by: nullableString,
      },
    },
    archive: {
      type: 'object',
      required: ['documents', 'signature'],
      additionalProperties: false,
      properties: { documents: count, signature: { type: 'string', pattern: HEX64 } },
    },
    settings_sha256: { type: 'string', pattern: HEX64 },
    pipeline_version: str,
    started_at: str,
    finished_at: str,
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'file', 'metadata', 'problems', 'metadata_sha256', 'analysis', 'seconds'],
        additionalProperties: false,
        properties: {
          name: str,
          file: nullableString,
          metadata: nullableString,
          problems,
          metadata_sha256: { anyOf: [{ type: 'string', pattern: HEX64 }, { type: 'null' }] },
          analysis: { anyOf: [{ type: 'null' }, analysisSchema] },
          seconds: { type: ['number', 'null'] },
        },
      },
    },
  },
} as const;

const Ajv = AjvModule.default;
let validator: ReturnType<InstanceType<typeof Ajv>['compile']> | null = null;

/**
 * Reads a shard's result file: its JSON, then its schema (every field the merge reads has the type it
 * expects, and nothing else is there). `where` names the file in the problem.
 */
export function parseShardResult(
  text: string,
  where: string,
): { ok: true; result: ShardResult } | { ok: false; problem: Problem } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return {
      ok: false,
      problem: problem<ImportCode>(
        'import.shard_unreadable',
        `${where} is not JSON (${(err as Error).message}).`,
        'Run that shard again: its result file was cut short or damaged on the way.',
      ),
    };
  }
  validator ??= new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(shardSchema);
  if (!validator(data)) {
    const errors = (validator.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim())
      .join('; ');
    return {
      ok: false,
      problem: problem<ImportCode>(
        'import.shard_invalid',
        `${where} is not a shard result of this version of dirhub: ${errors}.`,
        'Run every shard again with the same version of dirhub as the merge; a result file is never edited by hand.',
      ),
    };
  }
  return { ok: true, result: data as ShardResult };
}
