/**
 * The record action's step: every decision waiting for the decisions log (decisions-pending.ts) — the
 * pull requests labelled `dirhub:log-pending`, each with its records in the bot's own comment — is checked
 * against a strict schema and against its pull request, then appended to `archive/decisions/` on the
 * default branch's checkout and committed as the bot, one commit per pull request. The workflow pushes;
 * then `acknowledgeStep` takes the label off the pull requests the pushed log now covers (and puts it back
 * at once where a decision arrived meanwhile). Kept apart from the other steps: only this one writes git,
 * and only it needs ajv.
 */
import AjvModule, { type SchemaObject } from 'ajv';
import { decisionKey, readDecisionLog } from '../../archive/decisions-log.js';
import { LocalForge, type Identity } from '../../forge/local/local-forge.js';
import { LOG_PENDING_LABEL, pendingIn } from '../decisions-pending.js';
import { codeSpan, escapeMarkdown } from '../escape.js';
import { findStickyComment } from '../sticky-comment.js';
import { connect, type GitHubConnection } from '../step-io.js';
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

/** Parses and checks a record (JSON text, or a value already parsed); throws when it is not of this shape. */
export function parseDecisionsToRecord(input: string | unknown): DecisionsToRecord {
  validate ??= new Ajv({ allErrors: true, strict: true }).compile(DECISIONS_TO_RECORD_SCHEMA);
  let parsed: unknown = input;
  if (typeof input === 'string') {
    try {
      parsed = JSON.parse(input);
    } catch (err) {
      throw new Error(`The decisions to record are not JSON: ${(err as Error).message}`);
    }
  }
  if (!validate(parsed)) {
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new Error(`The decisions to record do not have the shape the decide action writes: ${errors.join('; ')}.`);
  }
  return parsed as DecisionsToRecord;
}

export interface RecordStepConfig extends GitHubConnection {
  /** The default branch's checkout (it needs `archive/decisions/` and `.gitattributes`). */
  root: string;
  /** The bot's login: only its comment on a pull request is read. */
  bot_login: string;
  bot: Identity;
}

/** One pull request's waiting records, checked, or why they cannot be logged. */
interface Waiting {
  pull_number: number;
  records: DecisionsToRecord[];
  problem: string | null;
}

/** The pull requests labelled as waiting for the log, with the records the bot's comment on each holds. */
async function waitingDecisions(cfg: RecordStepConfig): Promise<Waiting[]> {
  const forge = connect(cfg);
  const out: Waiting[] = [];
  for (const pull_number of await forge.listPullRequestsLabelled(LOG_PENDING_LABEL)) {
    const sticky = findStickyComment(await forge.listComments(pull_number), cfg.bot_login);
    const records: DecisionsToRecord[] = [];
    let problem: string | null = sticky ? null : `pull request #${pull_number} has no comment of ${cfg.bot_login}`;
    for (const raw of pendingIn(sticky?.body)) {
      try {
        const record = parseDecisionsToRecord(raw);
        decisionLogAppends(record, pull_number);
        records.push(record);
      } catch (err) {
        problem = (err as Error).message;
      }
    }
    out.push({ pull_number, records, problem });
  }
  return out;
}

export async function recordStep(cfg: RecordStepConfig): Promise<StepResult> {
  const waiting = await waitingDecisions(cfg);
  const forge = new LocalForge(cfg.root, undefined, cfg.bot);
  let commit: string | null = null;
  let appended = 0;
  const paths = new Set<string>();
  const rows: string[] = [];
  const covered: number[] = [];
  // The log is read once for the run, and what each append adds is added to what it holds: a burst of
  // many pull requests costs one read of the log, not one per pull request.
  const held = new Set((await readDecisionLog(cfg.root)).entries.map(decisionKey));
  for (const w of waiting) {
    for (const record of w.records) {
      const fresh = record.entries.filter((e) => !held.has(decisionKey(e)));
      for (const append of decisionLogAppends(record, w.pull_number)) {
        paths.add(append.path);
        commit =
          (await forge.recordDecision(
            append,
            recordCommitMessage(record.pull_number, record.action, append.entries),
            held,
          )) ?? commit;
      }
      appended += fresh.length;
      rows.push(
        ...record.entries.map(
          (e) =>
            `| #${w.pull_number} | ${codeSpan(e.upload_id)} | ${codeSpan(e.file.name)} | ${e.state} | ${fresh.includes(e) ? 'recorded' : 'already in the log'} |`,
        ),
      );
    }
    // A pull request whose comment holds a record that cannot be logged keeps its label: a person looks.
    if (!w.problem) covered.push(w.pull_number);
  }
  const refused = waiting.filter((w) => w.problem);
  return {
    outputs: {
      commit: commit ?? '',
      appended: String(appended),
      path: [...paths].join(','),
      pulls: covered.join(','),
    },
    summary: [
      `### dirhub: decisions waiting for the log`,
      '',
      `${waiting.length} pull request(s) waited; ${appended} new line(s) in ${[...paths].map((p) => codeSpan(p)).join(', ') || 'no file'}.`,
      '',
      '| pull request | upload | file | state | log |',
      '|---|---|---|---|---|',
      ...rows,
      '',
      ...refused.map((w) => `- #${w.pull_number} was not logged: ${escapeMarkdown(w.problem!)}`),
      '',
    ].join('\n'),
    notices: refused.map((w) => ({
      level: 'error' as const,
      message: `Pull request #${w.pull_number}: ${w.problem}; it keeps the label ${LOG_PENDING_LABEL}.`,
    })),
    failure: null,
  };
}

/**
 * After the push: the label comes off each pull request the log on the default branch now covers. The
 * comment is read again after: a decision that arrived meanwhile (its label added before ours came off)
 * puts the label back, so the next record job logs it.
 */
export async function acknowledgeStep(cfg: RecordStepConfig & { pulls: number[] }): Promise<StepResult> {
  const github = connect(cfg);
  const held = new Set((await readDecisionLog(cfg.root)).entries.map(decisionKey));
  const relabelled: number[] = [];
  for (const n of cfg.pulls) {
    try {
      await github.removeLabel(n, LOG_PENDING_LABEL);
    } catch (err) {
      if ((err as { status?: number }).status !== 404) throw err;
    }
    const sticky = findStickyComment(await github.listComments(n), cfg.bot_login);
    const waits = pendingIn(sticky?.body).some((raw) => {
      try {
        return parseDecisionsToRecord(raw).entries.some((e) => !held.has(decisionKey(e)));
      } catch {
        return false;
      }
    });
    if (waits) {
      await github.addLabels(n, [LOG_PENDING_LABEL]);
      relabelled.push(n);
    }
  }
  return {
    outputs: { commit: '', appended: '0', path: '', pulls: relabelled.join(',') },
    summary: `The decisions log holds the decisions of ${cfg.pulls.length - relabelled.length} pull request(s)${relabelled.length ? `; ${relabelled.map((n) => `#${n}`).join(', ')} got a new decision meanwhile and wait again` : ''}.\n`,
    notices: [],
    failure: null,
  };
}
