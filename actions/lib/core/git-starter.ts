/**
 * Git started from a small process of the server's own. Starting a child process copies the parent's
 * memory map before the new program replaces it, and the event loop waits for that copy: measured here,
 * 3 ms in a fresh process, 50–70 ms in one of 1.2–1.6 GB. A server at 30,000 documents holds 1.7 GB and
 * asks git five questions for each commit it follows, so every commit stalled every answer in flight
 * five times. The starter is forked once, while the server is still small; it starts each git and sends
 * back its exit, its output and its messages. Should it die, git is started from the server again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { startGitHere, startGitWith, type GitExit, type GitStarter } from './git.js';

/** What the server asks the starter: one git to run. */
interface GitRequest {
  id: number;
  cwd: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  input: string | Uint8Array;
}

/** What the starter answers: git's exit, or why git could not start. */
type GitAnswer =
  | { id: number; code: number | null; stdout: Uint8Array; stderr: string }
  | { id: number; error: string; errno: string | null };

/**
 * The starter's program, run by `node --input-type=module -e`: written out rather than a module of its
 * own, so it needs no file beside the compiled one and runs the same from the sources under test.
 */
const STARTER_PROGRAM = `
import { spawn } from 'node:child_process';
process.on('message', (m) => {
  const child = spawn('git', m.args, { cwd: m.cwd, env: m.env, stdio: ['pipe', 'pipe', 'pipe'] });
  const out = [];
  const err = [];
  child.stdout.on('data', (b) => out.push(b));
  child.stderr.on('data', (b) => err.push(b));
  child.on('error', (e) => process.send({ id: m.id, error: e.message, errno: e.code ?? null }));
  child.on('close', (code) =>
    process.send({ id: m.id, code, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8') }),
  );
  child.stdin.on('error', () => undefined);
  child.stdin.end(m.input);
});
process.on('disconnect', () => process.exit(0));
`;

class StarterProcess {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<
    number,
    { request: GitRequest; done: (exit: GitExit) => void; fail: (err: Error) => void }
  >();
  private next = 0;
  private alive = true;

  constructor() {
    this.child = spawn(process.execPath, ['--input-type=module', '-e', STARTER_PROGRAM], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      // Buffers travel as bytes, not as JSON arrays of numbers.
      serialization: 'advanced',
    });
    this.child.on('message', (answer: GitAnswer) => this.answered(answer));
    this.child.on('exit', () => this.died());
    this.child.on('error', () => this.died());
    this.idle();
  }

  start: GitStarter = (cwd, args, run) => {
    if (!this.alive) return startGitHere(cwd, args, run);
    const request: GitRequest = {
      id: this.next++,
      cwd,
      args,
      env: { ...process.env, ...run.env },
      input: run.input ?? '',
    };
    return new Promise<GitExit>((done, fail) => {
      this.waiting.set(request.id, { request, done, fail });
      // The channel holds the process open only while an answer is awaited.
      this.child.channel?.ref();
      this.child.send(request, (err) => {
        if (err) this.died();
      });
    });
  };

  close(): void {
    this.alive = false;
    this.child.kill();
  }

  private answered(answer: GitAnswer): void {
    const waiting = this.waiting.get(answer.id);
    if (!waiting) return;
    this.waiting.delete(answer.id);
    this.idle();
    if ('error' in answer) {
      const err = new Error(answer.error) as NodeJS.ErrnoException;
      if (answer.errno) err.code = answer.errno;
      waiting.fail(err);
    } else
      waiting.done({
        code: answer.code,
        stdout: Buffer.from(answer.stdout.buffer, answer.stdout.byteOffset, answer.stdout.byteLength),
        stderr: answer.stderr,
      });
  }

  /**
   * The starter is gone: git is started from here from now on. What it was asked and has not answered
   * fails rather than runs again: its git may still be running, and may have written (a commit, a merge).
   */
  private died(): void {
    this.alive = false;
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const { request, fail } of waiting)
      fail(
        new Error(
          `git ${request.args.join(' ')}: the process starting git for the server stopped before git answered; ` +
            'git is started by the server itself from now on. Run the command again if it did not take effect.',
        ),
      );
  }

  private idle(): void {
    if (!this.waiting.size) {
      this.child.unref();
      this.child.channel?.unref();
    }
  }
}

let shared: StarterProcess | null = null;
let users = 0;

/**
 * Starts git through the starter process from now on, forking it if no one uses it yet; the function
 * returned gives it back (the last user's return stops it and git is started from here again).
 */
export function useGitStarter(): () => void {
  if (!shared) {
    shared = new StarterProcess();
    startGitWith(shared.start);
  }
  users++;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    if (--users > 0 || !shared) return;
    startGitWith(null);
    shared.close();
    shared = null;
  };
}
