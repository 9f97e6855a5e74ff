/** One CLI command: its own module under scripts/commands/, loaded only when it runs. */
export interface Command {
  name: string;
  summary: string;
  /** Full help text shown by `dirhub help NAME` and `dirhub NAME --help`. */
  usage: string;
  /** Returns the process exit code. */
  run(args: string[]): Promise<number>;
}

/** Exit codes shared by all commands. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

export class UsageError extends Error {
  override name = 'UsageError';
}
