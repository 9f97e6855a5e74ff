import { DirhubError } from '../actions/lib/core/errors.js';

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

/** A command line the command cannot run: the CLI prints the message, then the command's usage. */
export class UsageError extends DirhubError<'cli.usage'> {
  constructor(message: string, hint = "The command's usage follows; `dirhub help` lists every command.") {
    super('cli.usage', message, hint);
  }
}
