/**
 * Concurrency groups, as GitHub documents them. One group name is shared by every workflow and job of the
 * repository that names it, at the workflow level (`concurrency:` of the workflow, taken when the run is
 * queued) or the job level (`jobs.<id>.concurrency`, taken when the job is about to run).
 *
 * https://docs.github.com/en/actions/how-tos/write-workflows/choose-when-workflows-run/control-workflow-concurrency
 *   "This means that there can be at most one running job or workflow in a concurrency group at any time.
 *   When a concurrent job or workflow is queued, if another job or workflow using the same concurrency group
 *   in the repository is in progress, the queued job or workflow will be `pending`. By default, any existing
 *   `pending` job or workflow in the same concurrency group will be canceled and the new queued job or
 *   workflow will take its place."
 *   "To also cancel any currently running job or workflow in the same concurrency group, specify
 *   `cancel-in-progress: true`."
 *   "`single` (default): At most one job or workflow run can be `pending` in the concurrency group. When a new
 *   job or workflow run is queued, any existing `pending` job or workflow run in the same group is canceled
 *   and replaced."
 *   "`max`: Up to 100 jobs or workflow runs can be `pending` in the concurrency group. When the queue is full,
 *   any additional jobs or workflow runs are canceled."
 *   "The combination of `queue: max` and `cancel-in-progress: true` is not allowed and will result in a
 *   workflow validation error."
 *   "The concurrency group name is case insensitive."
 *   "Jobs or workflow runs in the same concurrency group are processed in first-in-first-out (FIFO) order
 *   according to the time each one started waiting on the concurrency group".
 *   "If you have multiple workflows in the same repository, concurrency group names must be unique across
 *   workflows to avoid canceling in-progress jobs or runs from other workflows."
 *
 * A job skipped by its `if:` does not run, so it neither waits in nor cancels anything in its group.
 */

/** How many runs `queue: max` lets wait in one group. */
export const QUEUE_MAX = 100;

export interface ConcurrencySpec {
  group: string;
  cancelInProgress: boolean;
  queue: 'single' | 'max';
}

/** Something that takes a place in a group: a workflow run or a job. */
export interface GroupMember {
  readonly label: string;
  /** Stops it: kills what it is running, or takes it out of the line. */
  cancel(reason: string): void;
}

export interface Cancellation {
  label: string;
  group: string;
  reason: string;
}

/**
 * A `concurrency:` value (a group name, or `{group, cancel-in-progress, queue}`), its expressions evaluated
 * by `evaluate`. Throws the validation error GitHub gives for `queue: max` with `cancel-in-progress: true`.
 */
export function concurrencySpec(
  raw: unknown,
  evaluate: (text: string) => string,
  where: string,
): ConcurrencySpec | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'string') return { group: evaluate(raw), cancelInProgress: false, queue: 'single' };
  const spec = raw as { group?: string; 'cancel-in-progress'?: boolean | string; queue?: string };
  if (!spec.group) throw new Error(`${where}: concurrency without a group`);
  const cancel = spec['cancel-in-progress'];
  const cancelInProgress = typeof cancel === 'string' ? evaluate(cancel) === 'true' : cancel === true;
  const queue = spec.queue ?? 'single';
  if (queue !== 'single' && queue !== 'max')
    throw new Error(`${where}: concurrency queue ${queue} is not single or max`);
  if (queue === 'max' && cancelInProgress)
    throw new Error(
      `${where}: "The combination of queue: max and cancel-in-progress: true is not allowed and will result in a workflow validation error."`,
    );
  return { group: evaluate(spec.group), cancelInProgress, queue };
}

interface Waiting {
  member: GroupMember;
  admit: (runs: boolean) => void;
}

/** The repository's concurrency groups: who runs, who waits, who was cancelled and why. */
export class ConcurrencyGroups {
  private readonly groups = new Map<string, { running: GroupMember | null; pending: Waiting[] }>();
  readonly cancellations: Cancellation[] = [];

  private group(name: string) {
    const key = name.toLowerCase();
    let g = this.groups.get(key);
    if (!g) this.groups.set(key, (g = { running: null, pending: [] }));
    return g;
  }

  /** Resolves true when the member may run, false when it was cancelled before it could. */
  enter(member: GroupMember, spec: ConcurrencySpec): Promise<boolean> {
    const g = this.group(spec.group);
    if (spec.cancelInProgress && g.running) {
      this.cancellations.push({
        label: g.running.label,
        group: spec.group,
        reason: `cancel-in-progress by ${member.label}`,
      });
      g.running.cancel(`cancelled by ${member.label} (cancel-in-progress in ${spec.group})`);
    }
    if (!g.running && !g.pending.length) {
      g.running = member;
      return Promise.resolve(true);
    }
    if (spec.queue === 'single') {
      for (const waiting of g.pending.splice(0)) {
        this.cancellations.push({
          label: waiting.member.label,
          group: spec.group,
          reason: `replaced by ${member.label}`,
        });
        waiting.member.cancel(`replaced in ${spec.group} by ${member.label}`);
        waiting.admit(false);
      }
    } else if (g.pending.length >= QUEUE_MAX) {
      this.cancellations.push({
        label: member.label,
        group: spec.group,
        reason: `${QUEUE_MAX} already wait (queue: max)`,
      });
      member.cancel(`${spec.group} is full: ${QUEUE_MAX} runs already wait`);
      return Promise.resolve(false);
    }
    return new Promise((admit) => g.pending.push({ member, admit }));
  }

  /** The member is done (or was cancelled while running): the next in line runs. */
  leave(member: GroupMember, group: string): void {
    const g = this.group(group);
    if (g.running !== member) {
      const i = g.pending.findIndex((w) => w.member === member);
      if (i >= 0) g.pending.splice(i, 1)[0]!.admit(false);
      return;
    }
    g.running = null;
    const next = g.pending.shift();
    if (next) {
      g.running = next.member;
      next.admit(true);
    }
  }

  /** Who runs and how many wait in a group now. */
  state(group: string): { running: string | null; pending: string[] } {
    const g = this.group(group);
    return { running: g.running?.label ?? null, pending: g.pending.map((w) => w.member.label) };
  }
}
