/**
 * The record action's step: the decisions the decide job handed over (a file, with its sha256 as that
 * job's output) are checked against a strict schema and against the pull request the job is for, then
 * appended to `archive/decisions/` on the default branch's checkout and committed as the bot. The
 * workflow pushes. Kept apart from the other steps: only this one writes git, and only it needs ajv.
 */
import { readFile } from 'node:fs/promises';
import AjvModule, { type SchemaObject } from 'ajv';
import { hasDecision, readDecisionLog } from '../../archive/decisions-log.js';
import { sha256 } from '../../core/hash.js';
import { LocalForge, type Identity } from '../../forge/local/local-forge.js';
import { codeSpan, escapeMarkdown } from '../escape.js';
import {
  decisionLogAppends,
  recordCommitMessage,
  RECORDED_ACTIONS,
  type DecisionsToRecord,
} from '../decisions-record.js';
import type { StepResult } from '../step-io.js';

const SHA256 = { type: 'string', pattern: '^[0-9a-f]{64}$' };
const COMMIT = { type: 'string', pattern: '^[0-9a-f]{40}$' };
const TEXT = { type: 'string' };
const NULLABLE_TEXT = { type: ['string', 'null'] };

const PROBLEM = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'message', 'hint', 'severity'],
  properties: {
    code: { type: 'string', pattern: '^[a-z0-9_.]+$' },
    message: TEXT,
    hint: TEXT,
    field: TEXT,
    severity: { enum: ['error', 'warning'] },
  },
};

const DUPLICATE = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'found_in', 'similarity'],
  properties: {
    kind: { enum: ['exact', 'near'] },
    found_in: { enum: ['archive', 'decisions', 'batch'] },
    document_id: TEXT,
    upload_id: TEXT,
    title: TEXT,
    similarity: { type: 'number', minimum: 0, maximum: 1 },
  },
};

/** Exactly the lines `planIntake` writes for a pull request that was closed or left for review. */
const ENTRY = {
  type: 'object',
  additionalProperties: false,
  required: [
    'upload_id',
    'state',
    'decided_at',
    'file',
    'metadata_sha256',
    'title',
    'relevance',
    'threshold',
    'reasons',
    'duplicates',
    'document_id',
    'submitted_via',
    'submitted_by',
    'commit',
    'pipeline_version',
  ],
  properties: {
    upload_id: { type: 'string', pattern: '^up_[0-9a-f]{16}$' },
    state: { enum: ['rejected', 'invalid', 'needs_review'] },
    decided_at: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$' },
    file: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'sha256', 'bytes'],
      properties: { name: TEXT, sha256: SHA256, bytes: { type: 'integer', minimum: 0 } },
    },
    metadata_sha256: { anyOf: [SHA256, { type: 'null' }] },
    title: NULLABLE_TEXT,
    relevance: { type: ['number', 'null'] },
    threshold: { type: 'number' },
    reasons: { type: 'array', items: PROBLEM },
    duplicates: { type: 'array', items: DUPLICATE },
    document_id: { type: 'null' },
    submitted_via: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'ref', 'number'],
      properties: {
        kind: { const: 'pull_request' },
        ref: TEXT,
        number: { type: 'integer', minimum: 1 },
        url: TEXT,
      },
    },
    submitted_by: NULLABLE_TEXT,
    commit: COMMIT,
    pipeline_version: TEXT,
  },
};

export const DECISIONS_TO_RECORD_SCHEMA: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['record_version', 'pull_number', 'head_sha', 'action', 'entries'],
  properties: {
    record_version: { const: 1 },
    pull_number: { type: 'integer', minimum: 1 },
    head_sha: COMMIT,
    action: { enum: [...RECORDED_ACTIONS] },
    entries: { type: 'array', minItems: 1, items: ENTRY },
  },
};

// ajv is CommonJS; under NodeNext its default export sits one level down.
const Ajv = AjvModule.default;
let validate: ReturnType<InstanceType<typeof Ajv>['compile']> | null = null;

/** Parses and checks the handed-over file; throws when it is not a decisions file of this shape. */
export function parseDecisionsToRecord(text: string): DecisionsToRecord {
  validate ??= new Ajv({ allErrors: true, strict: true }).compile(DECISIONS_TO_RECORD_SCHEMA);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new Error(`The decisions to record are not JSON: ${(err as Error).message}`);
  }
  if (!validate(parsed)) {
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new Error(`The decisions to record do not have the shape the decide action writes: ${errors.join('; ')}.`);
  }
  return parsed as DecisionsToRecord;
}

export interface RecordStepConfig {
  /** The default branch's checkout (it needs `archive/decisions/` and `.gitattributes`). */
  root: string;
  decisions_path: string;
  /** The sha256 the decide job gave as its output for the file it wrote; only that job sets it. */
  decisions_sha256: string;
  pull_number: number;
  bot: Identity;
}

export async function recordStep(cfg: RecordStepConfig): Promise<StepResult> {
  const bytes = await readFile(cfg.decisions_path);
  if (sha256(bytes) !== cfg.decisions_sha256)
    throw new Error(
      `${cfg.decisions_path} hashes to ${sha256(bytes)}, not to ${cfg.decisions_sha256 || 'nothing'} as the decide job wrote it; nothing is recorded.`,
    );
  const record = parseDecisionsToRecord(bytes.toString('utf8'));
  const appends = decisionLogAppends(record, cfg.pull_number);
  const held = await readDecisionLog(cfg.root);
  const fresh = record.entries.filter((e) => !hasDecision(held, e));
  const forge = new LocalForge(cfg.root, undefined, cfg.bot);
  let commit: string | null = null;
  for (const append of appends)
    commit =
      (await forge.recordDecision(append, recordCommitMessage(record.pull_number, record.action, append.entries))) ??
      commit;
  const rows = record.entries.map(
    (e) =>
      `| ${codeSpan(e.upload_id)} | ${codeSpan(e.file.name)} | ${e.state} | ${fresh.includes(e) ? 'recorded' : 'already in the log'} |`,
  );
  return {
    outputs: {
      commit: commit ?? '',
      appended: String(fresh.length),
      path: appends.map((a) => a.path).join(','),
    },
    summary: [
      `### dirhub: decisions of pull request #${record.pull_number} in the decisions log`,
      '',
      `${escapeMarkdown(record.action === 'close' ? 'Closed' : 'Left for review')}; ${fresh.length} new line(s) in ${appends.map((a) => codeSpan(a.path)).join(', ')}.`,
      '',
      '| upload | file | state | log |',
      '|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
    notices: [],
    failure: null,
  };
}
