/**
 * Ingest on the default branch: whatever sits in uploads/ on main was merged by someone the rules let
 * merge (the bot after an accepted decision, or a maintainer), so merging is the acceptance. Each upload
 * is analysed again against the archive as it is now (text, pages, record fields), planned with the same
 * `planIntake` as the local flow, and moved into archive/ in one commit by the bot identity.
 */
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { simpleGit } from 'simple-git';
import { warning } from '../core/problem.js';
import type { AnalysisResult } from '../core/records.js';
import { classifyChanges, readBlob, UPLOADS_DIR, type BranchFacts } from '../intake/branch.js';
import { planIntake, type IntakePlan } from '../intake/plan.js';
import type { UploadInput } from '../intake/run.js';
import { formatLogLine, hasDecision, readDecisionLog } from '../storage/decisions-log.js';

export interface BotIdentity {
  name: string;
  email: string;
}

export interface IngestResult {
  plan: IntakePlan | null;
  commit: string | null;
}

/** A merged upload the score would have rejected was accepted by a maintainer's merge. */
function acceptedByMerge(r: AnalysisResult): AnalysisResult {
  if (r.status !== 'rejected') return r;
  const note = warning('intake.accepted_by_merge', 'Merged by a maintainer although the automatic decision was to reject.', 'No action needed.');
  return { ...r, status: 'accepted', errors: [], warnings: [note, ...r.errors.map((e) => ({ ...e, severity: 'warning' as const })), ...r.warnings] };
}

export async function planIngest(root: string, analyze: (u: UploadInput) => Promise<AnalysisResult>, now: string): Promise<IntakePlan | null> {
  const git = simpleGit(root);
  const head = (await git.raw(['rev-parse', 'HEAD'])).trim();
  const listed = (await git.raw(['ls-tree', '--name-only', '-z', 'HEAD', `${UPLOADS_DIR}/`])).split('\0').filter(Boolean);
  const changes = listed.map((path) => ({ status: 'added' as const, path }));
  const { uploads } = classifyChanges(changes);
  if (!uploads.length) return null;
  const analyses = new Map<string, AnalysisResult>();
  for (const pair of uploads) {
    if (!pair.file) continue;
    const metadata = pair.metadata ? await readBlob(git, head, pair.metadata) : null;
    const input: UploadInput = { name: pair.file.slice(UPLOADS_DIR.length + 1), file: await readBlob(git, head, pair.file), metadata, metadataName: pair.metadata?.slice(UPLOADS_DIR.length + 1) ?? null };
    analyses.set(pair.name, acceptedByMerge(await analyze(input)));
  }
  const facts: BranchFacts = { branch: 'main', base: 'main', head, base_head: head, merge_base: head, author: null, changes, uploads, non_upload_changes: [], problems: [] };
  return planIntake(facts, analyses, { now });
}

/** Moves the accepted uploads into archive/, writes records, texts and decisions, and commits once. */
export async function performIngest(root: string, plan: IntakePlan, bot: BotIdentity): Promise<string | null> {
  if (plan.action !== 'merge') return null;
  const git = simpleGit({ baseDir: root, config: [`user.name=${bot.name}`, `user.email=${bot.email}`] });
  for (const move of plan.moves) {
    await mkdir(dirname(join(root, move.to)), { recursive: true });
    await git.raw(['mv', '--', move.from, move.to]);
  }
  if (plan.removes.length) await git.raw(['rm', '--quiet', '--', ...plan.removes]);
  for (const w of plan.writes) {
    await mkdir(dirname(join(root, w.path)), { recursive: true });
    await writeFile(join(root, w.path), w.content);
  }
  const log = await readDecisionLog(root);
  const fresh = plan.log.entries.filter((e) => !hasDecision(log, e));
  if (fresh.length) {
    const path = join(root, plan.log.path);
    await mkdir(dirname(path), { recursive: true });
    const existing = existsSync(path) ? await readFile(path, 'utf8') : '';
    await appendFile(path, (existing && !existing.endsWith('\n') ? '\n' : '') + fresh.map(formatLogLine).join(''));
  }
  await git.raw(['add', '--', ...plan.writes.map((w) => w.path), ...(fresh.length ? [plan.log.path] : [])]);
  await git.raw(['commit', '--quiet', '--no-verify', '-m', plan.commit_messages.record!]);
  return (await git.raw(['rev-parse', 'HEAD'])).trim();
}
