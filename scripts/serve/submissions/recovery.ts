/**
 * What a local server does at start with what an earlier run left: it reconciles its journal, the
 * upload branches of the repository and the decisions log, both ways, so that every upload it ever
 * answered 202 for reaches a final state and no branch is left that nothing will decide.
 *
 * For each upload of the journal not decided yet (neither in the decisions log nor in the journal):
 * - its branch exists → it is decided again (queued);
 * - its branch was never made (the process died between the journal entry and the branch) → the branch
 *   is made at the commit the entry names, which the entry was written after, and it is queued; if that
 *   commit is gone, the submission is abandoned (no answer was ever given for it);
 * - its branch was made and is gone (deleted by hand before a decision) → it is rejected, saying so.
 *
 * For each upload branch with no journal entry (a server that died before writing one, before the
 * journal came first; a branch pushed by hand): it is adopted — an entry is written saying why — and
 * queued, unless the decisions log already decided it; one already decided and merged into the base is
 * deleted, as it holds nothing the base does not.
 *
 * An enrichment owed after a merge (needed, not done) is made before anything else: a crash during it
 * leaves its files in the work tree, where the intake would refuse to run.
 *
 * `planRecovery` decides from the facts alone (pure); LocalSubmissions performs the steps.
 */
import { problem, type Problem } from '../../../actions/lib/core/problem.js';
import { isUploadId } from '../../../actions/lib/archive/upload-id.js';
import { gitAsks, gitText } from '../../../actions/lib/core/git.js';
import type { UploadRecord } from './journal.js';

export const UPLOAD_BRANCH_PREFIX = 'upload/';

export interface UploadBranch {
  branch: string;
  upload_id: string;
  head: string;
  /** Its head is in the base's history. */
  merged: boolean;
}

export interface RecoveryFacts {
  records: Map<string, UploadRecord>;
  branches: UploadBranch[];
  /** Uploads the decisions log holds a decision for. */
  logged: Set<string>;
  /** Of the commits journal entries name for branches never made, those the object store still holds. */
  commits: Set<string>;
  /** The upload after whose merge the enrichment is owed, if one is. */
  enrichment: string | null;
}

export type RecoveryStep =
  | { do: 'enrich'; upload_id: string }
  | { do: 'enqueue'; upload_id: string; reopened?: string }
  | { do: 'reopen'; upload_id: string; branch: string; head: string; reason: string }
  | { do: 'abandon'; upload_id: string; head: string; reason: Problem }
  | { do: 'close'; upload_id: string; reason: Problem }
  | { do: 'adopt'; upload_id: string; branch: string; head: string; reason: string; queue: boolean }
  | { do: 'clean'; upload_id: string; branch: string; head: string; reason: string };

function forRecord(r: UploadRecord, branch: UploadBranch | undefined, facts: RecoveryFacts): RecoveryStep | null {
  const id = r.submitted.upload_id;
  if (facts.logged.has(id) || r.decided || r.abandoned) return null;
  if (branch)
    return r.opened
      ? { do: 'enqueue', upload_id: id }
      : { do: 'enqueue', upload_id: id, reopened: 'its branch was made, but the journal did not say so yet' };
  if (!r.opened) {
    if (facts.commits.has(r.submitted.head))
      return {
        do: 'reopen',
        upload_id: id,
        branch: r.submitted.branch,
        head: r.submitted.head,
        reason: 'the server stopped between the journal entry and the branch: the branch is made now',
      };
    return {
      do: 'abandon',
      upload_id: id,
      head: r.submitted.head,
      reason: problem(
        'serve.submission_lost',
        'The server stopped before this upload had a branch, and its commit is gone; it was never answered 202.',
        'Send the upload again.',
      ),
    };
  }
  return {
    do: 'close',
    upload_id: id,
    reason: problem(
      'upload.branch_closed',
      `Branch ${r.submitted.branch} was deleted before the upload was decided.`,
      'Send the upload again if it should be archived.',
    ),
  };
}

function forBranch(b: UploadBranch, facts: RecoveryFacts): RecoveryStep {
  const decided = facts.logged.has(b.upload_id);
  if (decided && b.merged)
    return {
      do: 'clean',
      upload_id: b.upload_id,
      branch: b.branch,
      head: b.head,
      reason: 'a branch without a journal entry, decided already and merged into the base: it holds nothing more',
    };
  return {
    do: 'adopt',
    upload_id: b.upload_id,
    branch: b.branch,
    head: b.head,
    reason: decided
      ? 'found without a journal entry; the decisions log has decided it already'
      : 'found without a journal entry (its server stopped before writing one, or it was pushed by hand): decided now',
    queue: !decided,
  };
}

/** The steps that bring journal, branches and decisions log into agreement, in the order to take them. */
export function planRecovery(facts: RecoveryFacts): RecoveryStep[] {
  const steps: RecoveryStep[] = facts.enrichment ? [{ do: 'enrich', upload_id: facts.enrichment }] : [];
  const byName = new Map(facts.branches.map((b) => [b.branch, b]));
  for (const r of facts.records.values()) {
    const step = forRecord(r, byName.get(r.submitted.branch), facts);
    if (step) steps.push(step);
  }
  for (const b of facts.branches) if (!facts.records.has(b.upload_id)) steps.push(forBranch(b, facts));
  return steps;
}

/** The repository's upload branches (`upload/up_…`), each with whether the base has merged it. */
export async function uploadBranches(root: string, base: string): Promise<UploadBranch[]> {
  const list = async (...extra: string[]) => {
    const out = await gitText(root, [
      'for-each-ref',
      ...extra,
      '--format=%(refname:short) %(objectname)',
      'refs/heads/upload/',
    ]);
    return out
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' ') as [string, string]);
  };
  const merged = new Set((await list(`--merged=refs/heads/${base}`)).map(([name]) => name));
  return (await list())
    .map(([branch, head]) => ({
      branch,
      head,
      upload_id: branch.slice(UPLOAD_BRANCH_PREFIX.length),
      merged: merged.has(branch),
    }))
    .filter((b) => isUploadId(b.upload_id));
}

/** Whether the object store holds the commit. */
export async function commitExists(root: string, commit: string): Promise<boolean> {
  // --quiet: a name git does not hold is its silent "no" (exit 1), not a failure.
  return gitAsks(root, ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`]);
}
