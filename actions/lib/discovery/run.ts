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

export async function runDiscovery(options: DiscoverOptions): Promise<DiscoveryRun> {
  const started = options.now();
  const deadline = started.getTime() + options.budget.minutes * 60_000;
  const used = { documents: 0, bytes: 0 };
  let budgetReached = false;
  const say = options.onProgress ?? (() => {});
  const sources: Record<string, SourceState> = { ...options.state.sources };
  const reports: SourceReport[] = [];
  const outOfBudget = () =>
    used.documents >= options.budget.documents ||
    used.bytes >= options.budget.bytes ||
    options.now().getTime() >= deadline;

  for (const source of options.sources) {
    let state = sources[source.name] ?? emptySourceState();
    if (options.only && source.name !== options.only) continue;
    if (!source.enabled && !options.only) {
      reports.push(report(source, 'disabled', state));
      continue;
    }
    if (!options.only && !options.force && !isDue(source, state, started)) {
      reports.push(report(source, 'not_due', state));
      continue;
    }
    if (!options.dryRun && outOfBudget()) {
      budgetReached = true;
      reports.push(report(source, 'not_reached', state));
      continue;
    }
    const rep = report(source, 'ok', state);
    reports.push(rep);
    say(`${source.name} (${source.kind}): asking what is new`);
    const at = () => options.now().toISOString();
    let listing;
    try {
      listing = await listSource(source, state.cursor, {
        http: options.http,
        root: options.root,
        now: started,
        env: options.env,
        dryRun: options.dryRun,
        log: (line) => say(`  ${line}`),
      });
    } catch (err) {
      // A bug in one kind must not take the other sources down; it is reported as this source's failure.
      listing = {
        ok: false as const,
        problem: problem<DiscoveryCode>(
          'discovery.source_error',
          `Asking source "${source.name}" failed: ${(err as Error).message}`,
          'This is a bug or a broken setting; the cursor was kept and the other sources ran. Report it with the message above.',
        ),
      };
    }
    if (!listing.ok) {
      rep.status = 'failed';
      rep.problem = listing.problem;
      rep.failures = state.failures + 1;
      say(`  failed: ${listing.problem.message}`);
      if (!options.dryRun)
        sources[source.name] = { ...state, checked_at: at(), failures: state.failures + 1, problem: listing.problem };
      continue;
    }
    rep.listed = listing.candidates.length;
    const selection = selectCandidates(state, listing.candidates, options.known);
    say(
      `  ${listing.candidates.length} listed, ${selection.fetch.length} to fetch, ${selection.known.length} known to the archive`,
    );
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
      continue;
    }
    // The cursor moves now: whatever the listing found is either brought below or kept pending.
    state = { ...state, cursor: listing.cursor, checked_at: at(), succeeded_at: at(), failures: 0, problem: null };
    state = keepPending(state, selection.fetch);
    let stopSource = false;
    for (const item of selection.fetch) {
      if (stopSource) break;
      if (outOfBudget()) {
        budgetReached = true;
        break;
      }
      const fail = (why: Problem<DiscoveryCode>) => {
        if (FINAL_PROBLEMS.includes(why.code)) {
          state = recordOutcome(state, item.key, outcomeOfFinal(why.code), at(), { reason: why.message });
          rep.noted.push({ key: item.key, url: item.url, outcome: outcomeOfFinal(why.code), problem: why });
          say(`  ${why.message}`);
          return;
        }
        const attempt = recordAttempt(state, item, why, at());
        state = attempt.state;
        if (attempt.gaveUp) {
          const gaveUp = problem<DiscoveryCode>(
            'discovery.document_gave_up',
            `${item.url} could not be brought after ${item.attempts + 1} attempts: ${why.message}`,
            'It is noted and not asked for again; upload it by hand if it matters.',
          );
          rep.noted.push({ key: item.key, url: item.url, outcome: 'gave_up', problem: gaveUp });
        } else rep.retry.push({ key: item.key, url: item.url, problem: why });
        say(`  ${why.message}`);
        // A host that refuses or asks us to wait is left alone for the rest of this run.
        if (why.code === 'discovery.rate_limited' || why.code === 'discovery.source_unreachable') stopSource = true;
      };
      let robotsDelay: number | null = listing.delayMs ?? null;
      if (listing.robots) {
        const robots = await options.http.robotsFor(item.url);
        robotsDelay = robots.delayMs;
        if (!robots.allowed) {
          fail(robots.problem!);
          continue;
        }
      }
      const limit = Math.min(options.maxFileBytes, Math.max(0, options.budget.bytes - used.bytes));
      say(`  fetching ${item.url}`);
      const answer = await options.http.get(
        item.url,
        { maxBytes: limit, ...(listing.downloadHeaders ? { headers: listing.downloadHeaders } : {}) },
        robotsDelay,
      );
      if (!answer.ok) {
        // Over what is left of the run's bytes but within the upload limit: it waits for the next run.
        if (answer.problem.code === 'discovery.document_too_large' && limit < options.maxFileBytes) {
          budgetReached = true;
          break;
        }
        fail(answer.problem);
        continue;
      }
      used.bytes += answer.body.byteLength;
      const checked = checkDownload(item.url, answer.body);
      if ('code' in checked) {
        fail(checked);
        continue;
      }
      const hash = sha256(answer.body);
      if (options.known.sha256.has(hash)) {
        const reason = `the archive or its decisions log holds the same file (sha256 ${hash.slice(0, 12)}…)`;
        state = recordOutcome(state, item.key, 'known', at(), { sha256: hash, reason });
        rep.known.push({ key: item.key, url: item.url, reason });
        continue;
      }
      const made = uploadFor(
        source,
        item,
        { sha256: hash, kind: checked.kind, lastModified: answer.headers['last-modified'] ?? null },
        at().slice(0, 10),
      );
      if (!made.ok) {
        fail(made.problem);
        continue;
      }
      const proposal = proposalFor(source, item, made.upload, options.uploadsDir, answer.body);
      const opened = await options.open(proposal, [sourceLabel(source)]);
      const doc: OpenedDocument = {
        key: item.key,
        title: made.upload.metadata.title,
        url: item.url,
        branch: proposal.branch,
        pull: opened.opened ? opened.pull : proposal.branch,
        pull_url: opened.opened ? opened.url : null,
        bytes: answer.body.byteLength,
        existing: !opened.opened,
      };
      if (opened.opened) {
        used.documents++;
        options.known.sha256.add(hash);
        say(`  opened ${proposal.branch}: ${made.upload.metadata.title}`);
      } else say(`  ${proposal.branch} is open already: ${opened.refusal.message}`);
      state = recordOutcome(state, item.key, 'opened', at(), { sha256: hash, pull: doc.pull, branch: proposal.branch });
      rep.opened.push(doc);
    }
    rep.pending = state.pending.length;
    sources[source.name] = state;
  }
  return {
    dry_run: options.dryRun,
    started_at: started.toISOString(),
    finished_at: options.now().toISOString(),
    sources: reports,
    used,
    budget: options.budget,
    budget_reached: budgetReached,
    state: { ...options.state, sources },
  };
}
