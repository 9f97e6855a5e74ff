/**
 * Named points in the path of an upload where a test makes the process fail as a crash would. Each is
 * inert unless a test sets it:
 *
 * - `DIRHUB_FAULT=after-branch` (names separated by commas) in the environment of a process makes it kill
 *   itself with SIGKILL on reaching that point: nothing after it runs, no handler, no cleanup, as when
 *   the machine loses power or the kernel kills the process;
 * - `onFault(point, handler)` in the same process runs the handler there and waits for it (a test pauses
 *   the intake between two of its steps to send an upload meanwhile).
 *
 * The points are where the state on disk changes in a way that recovery must understand.
 */
export const FAULT_POINTS = [
  /** The upload's journal entry is written; its branch is not made yet. */
  'after-journal',
  /** The upload's branch is made; the answer (202) is not sent yet. */
  'after-branch',
  /** The intake is analysing the upload. */
  'during-analysis',
  /** The upload's branch is merged into the base; its archive commit is not made yet. */
  'between-merge-and-archive',
  /** The enrichment wrote its files into the work tree; they are not committed yet. */
  'during-enrichment',
] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

export const FAULT_ENV = 'DIRHUB_FAULT';

const handlers = new Map<FaultPoint, () => Promise<void> | void>();

/** Runs `handler` whenever `point` is reached in this process; null removes it. */
export function onFault(point: FaultPoint, handler: (() => Promise<void> | void) | null): void {
  if (handler) handlers.set(point, handler);
  else handlers.delete(point);
}

/** A point of the upload path: does nothing unless a test set it (above). */
export async function faultPoint(point: FaultPoint): Promise<void> {
  const handler = handlers.get(point);
  if (handler) await handler();
  const named = process.env[FAULT_ENV];
  if (named && named.split(',').includes(point)) process.kill(process.pid, 'SIGKILL');
}
