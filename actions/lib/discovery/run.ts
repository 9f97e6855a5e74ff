/**
 * One discovery run: for each source that is due, list what is new since its cursor, leave what the
 * archive already knows, download the rest within the upload limits and the run's budget, and open one
 * pull request per document on the forge it is given (local branches or GitHub), labelled with its
 * source. Each source runs on its own: one that is down, answers garbage or changed its format is
 * reported and keeps its cursor, and the others still run. The state that comes back is what the caller
 * stores (`state-store.ts`); a dry run lists and changes nothing.
 */
import { sha256 } from '../core/hash.js';
import { problem, type Problem } from '../core/problem.js';
import type { OpenOutcome, PullRequestProposal } from '../forge/forge.js';
import type { DiscoveryCode } from './codes.js';
import { everyMs, type RunBudget, type SourceConfig } from './config.js';
import type { Http } from './http.js';
import { listSource } from './kinds/index.js';
import type { Listing } from './kinds/kind.js';
import {
  checkDownload,
  FINAL_PROBLEMS,
  keepPending,
  outcomeOfFinal,
  proposalFor,
  recordAttempt,
  recordOutcome,
  selectCandidates,
  sourceLabel,
  uploadFor,
  type KnownIndex,
} from './plan.js';
import { emptySourceState, type DiscoveryState, type PendingItem, type SourceState } from './state.js';

/** Opens a pull request and labels it; the forge's own refusal (the branch exists) comes back as a value. */
export type OpenPullRequest = (
  proposal: PullRequestProposal,
  labels: string[],
) => Promise<OpenOutcome<string | number>>;

export interface DiscoverOptions {
  root: string;
  sources: SourceConfig[];
  budget: RunBudget;
  /** The largest file an upload may be (the config's limits.max_file_bytes). */
  maxFileBytes: number;
  uploadsDir: string;
  state: DiscoveryState;
  known: KnownIndex;
  http: Http;
  open: OpenPullRequest;
  /** Only this source (by name); it runs whether due or not. */
  only?: string | null;
  /** Ask every source now, whatever its `every`. */
  force?: boolean;
  dryRun: boolean;
  now: () => Date;
  env: Record<string, string | undefined>;
  onProgress?: (line: string) => void;
}

export interface OpenedDocument {
  key: string;
  title: string;
  url: string;
  branch: string;
  pull: string | number;
  pull_url: string | null;
  bytes: number;
  /** True when the pull request was there already (an earlier run opened it and its state was lost). */
  existing: boolean;
}

export interface SourceReport {
  name: string;
  kind: SourceConfig['kind'];
  /** ok: asked and answered; failed: could not be asked (the problem says why); not_due, disabled: not asked. */
  status: 'ok' | 'failed' | 'not_due' | 'disabled' | 'not_reached';
  problem: Problem | null;
  /** Runs in a row this source has failed (0 when it just worked). */
  failures: number;
  listed: number;
  /** A dry run: the documents a real run would fetch. */
  would_fetch: { key: string; title: string; url: string; date: string | null }[];
  opened: OpenedDocument[];
  known: { key: string; url: string; reason: string }[];
  /** Noted for good: gone upstream (vanished), refused (too large, not a PDF, bad metadata), given up. */
  noted: { key: string; url: string; outcome: string; problem: Problem }[];
  /** Failed this time for a reason that may pass; tried again next run. */
  retry: { key: string; url: string; problem: Problem }[];
  pending: number;
}

export interface DiscoveryRun {
  dry_run: boolean;
  started_at: string;
  finished_at: string;
  sources: SourceReport[];
  used: { documents: number; bytes: number };
  budget: RunBudget;
  /** The budget ran out before every source or document was reached. */
  budget_reached: boolean;
  state: DiscoveryState;
}

function report(source: SourceConfig, status: SourceReport['status'], state: SourceState): SourceReport {
  return {
    name: source.name,
    kind: source.kind,
    status,
    problem: null,
    failures: state.failures,
    listed: 0,
    would_fetch: [],
    opened: [],
    known: [],
    noted: [],
    retry: [],
    pending: state.pending.length,
  };
}

function title(item: PendingItem): string {
  return typeof item.metadata.title === 'string' ? item.metadata.title : item.url;
}

/** Whether a source is due: never asked, asked longer ago than its `every`, or failing (asked again each run). */
export function isDue(source: SourceConfig, state: SourceState, now: Date): boolean {
  if (!state.checked_at || state.failures > 0 || state.pending.length > 0) return true;
  return now.getTime() - Date.parse(state.checked_at) >= everyMs(source.every) - 60_000;
}

/** What the whole run has used of its budget, shared by its sources. */
interface Spending {
  used: { documents: number; bytes: number };
  deadline: number;
  /** The budget ran out before every source or document was reached. */
  reached: boolean;
}

function outOfBudget(options: DiscoverOptions, spending: Spending): boolean {
  return (
    spending.used.documents >= options.budget.documents ||
    spending.used.bytes >= options.budget.bytes ||
    options.now().getTime() >= spending.deadline
  );
}

/** Why a source is not asked in this run, or null when it is. */
function notAsked(
  source: SourceConfig,
  state: SourceState,
  options: DiscoverOptions,
  started: Date,
  spending: Spending,
): Exclude<SourceReport['status'], 'ok' | 'failed'> | null {
  if (!source.enabled && !options.only) return 'disabled';
  if (!options.only && !options.force && !isDue(source, state, started)) return 'not_due';
  if (!options.dryRun && outOfBudget(options, spending)) return 'not_reached';
  return null;
}

export async function runDiscovery(options: DiscoverOptions): Promise<DiscoveryRun> {
  const started = options.now();
  const spending: Spending = {
    used: { documents: 0, bytes: 0 },
    deadline: started.getTime() + options.budget.minutes * 60_000,
    reached: false,
  };
  const sources: Record<string, SourceState> = { ...options.state.sources };
  const reports: SourceReport[] = [];
  for (const source of options.sources) {
    if (options.only && source.name !== options.only) continue;
    const state = sources[source.name] ?? emptySourceState();
    const skipped = notAsked(source, state, options, started, spending);
    if (skipped) {
      if (skipped === 'not_reached') spending.reached = true;
      reports.push(report(source, skipped, state));
      continue;
    }
    const asked = await runSource(source, state, options, started, spending);
    reports.push(asked.report);
    if (asked.state) sources[source.name] = asked.state;
  }
  return {
    dry_run: options.dryRun,
    started_at: started.toISOString(),
    finished_at: options.now().toISOString(),
    sources: reports,
    used: spending.used,
    budget: options.budget,
    budget_reached: spending.reached,
    state: { ...options.state, sources },
  };
}

/** Lists a source; a bug in one kind becomes this source's failure, so the other sources still run. */
async function listSafely(source: SourceConfig, state: SourceState, options: DiscoverOptions, started: Date) {
  const say = options.onProgress ?? (() => {});
  try {
    return await listSource(source, state.cursor, {
      http: options.http,
      root: options.root,
      now: started,
      env: options.env,
      dryRun: options.dryRun,
      log: (line) => say(`  ${line}`),
    });
  } catch (err) {
    return {
      ok: false as const,
      problem: problem<DiscoveryCode>(
        'discovery.source_error',
        `Asking source "${source.name}" failed: ${(err as Error).message}`,
        'This is a bug or a broken setting; the cursor was kept and the other sources ran. Report it with the message above.',
      ),
    };
  }
}

/**
 * One source's part of the run: list it, leave what the archive knows, then bring each document within
 * the budget. Returns its report and the state to keep (null: keep the old one, as a dry run does).
 */
async function runSource(
  source: SourceConfig,
  initial: SourceState,
  options: DiscoverOptions,
  started: Date,
  spending: Spending,
): Promise<{ report: SourceReport; state: SourceState | null }> {
  const say = options.onProgress ?? (() => {});
  const at = () => options.now().toISOString();
  const rep = report(source, 'ok', initial);
  say(`${source.name} (${source.kind}): asking what is new`);
  const listing = await listSafely(source, initial, options, started);
  if (!listing.ok) {
    rep.status = 'failed';
    rep.problem = listing.problem;
    rep.failures = initial.failures + 1;
    say(`  failed: ${listing.problem.message}`);
    const failed = { ...initial, checked_at: at(), failures: initial.failures + 1, problem: listing.problem };
    return { report: rep, state: options.dryRun ? null : failed };
  }
  rep.listed = listing.candidates.length;
  const selection = selectCandidates(initial, listing.candidates, options.known);
  say(
    `  ${listing.candidates.length} listed, ${selection.fetch.length} to fetch, ${selection.known.length} known to the archive`,
  );
  let state = initial;
  for (const k of selection.known) {
    rep.known.push({ key: k.candidate.key, url: k.candidate.url, reason: k.reason });
    state = recordOutcome(state, k.candidate.key, 'known', at(), { reason: k.reason });
  }
  if (options.dryRun) {
    rep.would_fetch = selection.fetch.map((c) => ({
      key: c.key,
      title: title(c),
      url: c.url,
      date: typeof c.metadata.date === 'string' ? c.metadata.date : null,
    }));
    rep.pending = state.pending.length;
    return { report: rep, state: null };
  }
  // The cursor moves now: whatever the listing found is either brought below or kept pending.
  state = { ...state, cursor: listing.cursor, checked_at: at(), succeeded_at: at(), failures: 0, problem: null };
  state = keepPending(state, selection.fetch);
  for (const item of selection.fetch) {
    if (outOfBudget(options, spending)) {
      spending.reached = true;
      break;
    }
    const brought = await bringDocument({ source, item, listing, state, rep, options, spending });
    state = brought.state;
    if (brought.stop) break;
  }
  rep.pending = state.pending.length;
  return { report: rep, state };
}

interface Bringing {
  source: SourceConfig;
  item: PendingItem;
  listing: Extract<Listing, { ok: true }>;
  state: SourceState;
  rep: SourceReport;
  options: DiscoverOptions;
  spending: Spending;
}

/**
 * A document that did not arrive: noted for good when the problem is final, else one attempt more (given
 * up after MAX_ATTEMPTS). A host that refuses or asks us to wait ends this source's part of the run.
 */
function failed(b: Bringing, why: Problem<DiscoveryCode>): { state: SourceState; stop: boolean } {
  const { item, rep, options } = b;
  const at = options.now().toISOString();
  (options.onProgress ?? (() => {}))(`  ${why.message}`);
  if (FINAL_PROBLEMS.includes(why.code)) {
    rep.noted.push({ key: item.key, url: item.url, outcome: outcomeOfFinal(why.code), problem: why });
    return {
      state: recordOutcome(b.state, item.key, outcomeOfFinal(why.code), at, { reason: why.message }),
      stop: false,
    };
  }
  const attempt = recordAttempt(b.state, item, why, at);
  if (attempt.gaveUp) {
    const gaveUp = problem<DiscoveryCode>(
      'discovery.document_gave_up',
      `${item.url} could not be brought after ${item.attempts + 1} attempts: ${why.message}`,
      'It is noted and not asked for again; upload it by hand if it matters.',
    );
    rep.noted.push({ key: item.key, url: item.url, outcome: 'gave_up', problem: gaveUp });
  } else rep.retry.push({ key: item.key, url: item.url, problem: why });
  return {
    state: attempt.state,
    stop: why.code === 'discovery.rate_limited' || why.code === 'discovery.source_unreachable',
  };
}

/** Downloads one document within the limits, and opens its pull request unless the archive has the file. */
async function bringDocument(b: Bringing): Promise<{ state: SourceState; stop: boolean }> {
  const { source, item, listing, rep, options, spending } = b;
  const say = options.onProgress ?? (() => {});
  const at = () => options.now().toISOString();
  let robotsDelay: number | null = listing.delayMs ?? null;
  if (listing.robots) {
    const robots = await options.http.robotsFor(item.url);
    robotsDelay = robots.delayMs;
    if (!robots.allowed) return failed(b, robots.problem!);
  }
  const limit = Math.min(options.maxFileBytes, Math.max(0, options.budget.bytes - spending.used.bytes));
  say(`  fetching ${item.url}`);
  const answer = await options.http.get(
    item.url,
    { maxBytes: limit, ...(listing.downloadHeaders ? { headers: listing.downloadHeaders } : {}) },
    robotsDelay,
  );
  if (!answer.ok) {
    // Over what is left of the run's bytes but within the upload limit: it waits for the next run.
    if (answer.problem.code === 'discovery.document_too_large' && limit < options.maxFileBytes) {
      spending.reached = true;
      return { state: b.state, stop: true };
    }
    return failed(b, answer.problem);
  }
  spending.used.bytes += answer.body.byteLength;
  const checked = checkDownload(item.url, answer.body);
  if ('code' in checked) return failed(b, checked);
  const hash = sha256(answer.body);
  if (options.known.sha256.has(hash)) {
    const reason = `the archive or its decisions log holds the same file (sha256 ${hash.slice(0, 12)}…)`;
    rep.known.push({ key: item.key, url: item.url, reason });
    return { state: recordOutcome(b.state, item.key, 'known', at(), { sha256: hash, reason }), stop: false };
  }
  const made = uploadFor(
    source,
    item,
    { sha256: hash, kind: checked.kind, lastModified: answer.headers['last-modified'] ?? null },
    at().slice(0, 10),
  );
  if (!made.ok) return failed(b, made.problem);
  const proposal = proposalFor(source, item, made.upload, options.uploadsDir, answer.body);
  const opened = await options.open(proposal, [sourceLabel(source)]);
  rep.opened.push({
    key: item.key,
    title: made.upload.metadata.title,
    url: item.url,
    branch: proposal.branch,
    pull: opened.opened ? opened.pull : proposal.branch,
    pull_url: opened.opened ? opened.url : null,
    bytes: answer.body.byteLength,
    existing: !opened.opened,
  });
  if (opened.opened) {
    spending.used.documents++;
    options.known.sha256.add(hash);
    say(`  opened ${proposal.branch}: ${made.upload.metadata.title}`);
  } else say(`  ${proposal.branch} is open already: ${opened.refusal.message}`);
  const pull = opened.opened ? opened.pull : proposal.branch;
  return {
    state: recordOutcome(b.state, item.key, 'opened', at(), { sha256: hash, pull, branch: proposal.branch }),
    stop: false,
  };
}
