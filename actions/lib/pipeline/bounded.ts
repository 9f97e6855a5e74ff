/**
 * `boundedReader()`: reads each upload's file in a process of its own (read-child.ts), under the
 * config's limits: a wall-clock time of `limits.read_seconds` plus `limits.read_seconds_per_page` per
 * page (known once the file is inspected), and `limits.read_memory_mb` of memory. Going past a limit
 * kills the child and makes the upload invalid with `limits.read_time` or `limits.read_memory`; a child
 * that dies otherwise gives `upload.analysis_failed`. A run may also have a budget for all its files
 * (`deadline`, a job's time limit less its margin): a file whose reading would outlast it is stopped at
 * it and is invalid with `limits.run_time`, so the job ends with a decision instead of being killed by
 * its timeout with none.
 *
 * Memory is held below the limit two ways. The child's resident memory (which counts pdf.js's and
 * tesseract's buffers outside V8's heap) is looked at every 100 ms, and the child is stopped as soon as
 * the next 100 ms at the pace of the last 200 would take it past the limit: memory that grows steadily
 * is stopped before it gets there. And V8's heap is capped at 7/8 of the limit, so JavaScript that
 * allocates faster than that fails inside the child first. What neither catches is one native allocation
 * larger than what is left (a decoder's buffer), which the stream and image checks keep in bounds.
 */
import { fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractedText } from '../archive/records.js';
import { problem } from '../core/problem.js';
import type { ReadMessage, ReadRequest } from './read-child.js';
import { readingFailed, type FileReader } from './read-file.js';

const CHILD_FILE = 'read-child.js';
const WATCH_MS = 100;
/** The share of the memory limit V8's heap may take; the rest is for buffers outside the heap. */
const HEAP_SHARE = 7 / 8;

/**
 * Where the child's script is: beside this module once compiled (dist/, or an action's dist/ where the
 * bundle build writes it); from the TypeScript sources (the tests), the compiled copy under dist/.
 */
export function readChildScript(): string {
  const here = fileURLToPath(import.meta.url);
  const beside = join(dirname(here), CHILD_FILE);
  if (existsSync(beside)) return beside;
  const compiled = here.replace(
    /([\\/])actions([\\/])lib([\\/])pipeline([\\/])bounded\.ts$/,
    `$1dist$1actions$1lib$1pipeline$1${CHILD_FILE}`,
  );
  if (compiled !== here && existsSync(compiled)) return compiled;
  throw new Error(
    `dirhub: ${CHILD_FILE} is missing beside ${here}; build the project (npm run build) or the actions (npm run build:actions).`,
  );
}

/**
 * The peak resident memory of a live process so far, in MiB, from /proc (Linux): its high-water mark,
 * so a spike between two looks still counts. Null where there is no /proc.
 */
function peakResidentMiB(pid: number): number | null {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** What reading one file cost, for benchmarks and the tests that prove the limits hold. */
export interface ReadUsage {
  /** Wall-clock seconds from starting the reading process to its answer or its end. */
  seconds: number;
  /** The reading process's peak resident memory in MiB; null where it cannot be known (no /proc). */
  peak_mb: number | null;
}

const timeProblem = (name: string, seconds: number) =>
  problem(
    'limits.read_time',
    `Reading ${name} took longer than ${Math.round(seconds)} s, the limit for a file of its size, and was stopped.`,
    'The file is unusually costly to read (deeply nested, heavily compressed or with huge images). Open it and save or print it as a new PDF, or split it into parts, and send that. Maintainers set the limit with limits.read_seconds and limits.read_seconds_per_page.',
  );

const runTimeProblem = (name: string, budgetSeconds: number) =>
  problem(
    'limits.run_time',
    `Reading ${name} would outlast the time this run has for all its files (${Math.round(budgetSeconds / 60)} min), and was stopped.`,
    'Send fewer or smaller files in one pull request (each is read within the limit for its size, but together they did not fit), or ask a maintainer to bring large scans in with the import workflow.',
  );

const memoryProblem = (name: string, mb: number) =>
  problem(
    'limits.read_memory',
    `Reading ${name} needed more than ${mb} MB of memory and was stopped.`,
    'The file holds something that expands enormously when read (a compression bomb, an image of absurd size). Open it and save or print it as a new PDF, and send that. Maintainers set the limit with limits.read_memory_mb.',
  );

/**
 * The environment the reading process gets: what Node and the PDF/OCR stack need, never the caller's
 * tokens (an action's INPUT_TOKEN, ACTIONS_RUNTIME_TOKEN, GITHUB_TOKEN…) — the files it reads are a
 * stranger's, and a flaw in a parser must not hand them a credential.
 */
export const READ_CHILD_ENV = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ', 'DIRHUB_CACHE_DIR'] as const;

export function readChildEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { DIRHUB_READ_CHILD: '1' };
  for (const name of READ_CHILD_ENV) if (env[name] !== undefined) out[name] = env[name];
  return out;
}

/** The reading process, with what it writes on stderr kept (its first 8 KiB) for a crash's cause. */
function startReadChild(script: string, memoryMb: number) {
  const child = fork(script, [], {
    execArgv: [`--max-old-space-size=${Math.floor(memoryMb * HEAP_SHARE)}`],
    env: readChildEnvironment(),
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    if (stderr.length < 8192) stderr += d.toString('utf8');
  });
  return { child, stderr: () => stderr };
}

/**
 * The problem when a reading has gone on too long, else null: past the file's own limit, or past what is
 * left of the run's budget for all its files (which of the two ends first names the problem).
 */
function overTime(
  name: string,
  elapsedMs: number,
  limitSeconds: number,
  runLeftSeconds: number,
  deadline: { budget_seconds: number } | undefined,
) {
  if (elapsedMs <= Math.min(limitSeconds, runLeftSeconds) * 1000) return null;
  return runLeftSeconds < limitSeconds && deadline
    ? runTimeProblem(name, deadline.budget_seconds)
    : timeProblem(name, limitSeconds);
}

export function boundedReader(
  options: {
    childScript?: string;
    onUsage?: (usage: ReadUsage, upload: { name: string }) => void;
    /** When the run's budget for all its files ends (ms since the epoch), and how long that budget is. */
    deadline?: { at: number; budget_seconds: number };
  } = {},
): FileReader {
  return (upload, ctx) =>
    new Promise((resolve) => {
      const { read_seconds, read_seconds_per_page, read_memory_mb } = ctx.config.limits;
      const { child, stderr } = startReadChild(options.childScript ?? readChildScript(), read_memory_mb);
      let settled = false;
      let limitSeconds = read_seconds;
      const started = Date.now();
      // The run's budget caps every file's own limit; which of the two stopped it decides the problem.
      const runLeft = () => (options.deadline ? (options.deadline.at - started) / 1000 : Infinity);
      let peak: number | null = null;
      // How much the peak grew over each of the last two intervals between looks. The lesser is the
      // pace the next interval is judged by: steady growth keeps it, one burst (a page decoded) does not.
      let growth: [number, number] = [0, 0];
      const look = () => {
        const now = child.pid === undefined ? null : peakResidentMiB(child.pid);
        if (now === null) return;
        growth = [growth[1], Math.max(0, now - (peak ?? now))];
        peak = Math.max(peak ?? 0, now);
      };
      const finish = (value: Awaited<ReturnType<FileReader>>) => {
        if (settled) return;
        settled = true;
        clearInterval(watch);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        options.onUsage?.({ seconds: (Date.now() - started) / 1000, peak_mb: peak }, upload);
        resolve(value);
      };
      const watch = setInterval(() => {
        look();
        const late = overTime(upload.name, Date.now() - started, limitSeconds, runLeft(), options.deadline);
        if (late) finish(late);
        else if ((peak ?? 0) + Math.min(...growth) > read_memory_mb) finish(memoryProblem(upload.name, read_memory_mb));
      }, WATCH_MS);
      child.on('message', (m: ReadMessage) => {
        if (m.kind === 'done' || m.kind === 'failed') peak = Math.max(peak ?? 0, m.peak_kib / 1024);
        if (m.kind === 'progress') ctx.onProgress?.(m.message);
        else if (m.kind === 'inspected') limitSeconds = read_seconds + read_seconds_per_page * (m.pages ?? 1);
        else if (m.kind === 'failed')
          finish(readingFailed(`dirhub could not finish reading ${upload.name}: ${m.message}.`));
        else {
          const extracted: ExtractedText = m.extracted ?? { pages: [], ocr_pages: [], problems: [] };
          finish({ facts: m.facts, problems: m.problems, text: async () => extracted });
        }
      });
      child.on('error', (err) =>
        finish(readingFailed(`dirhub could not start reading ${upload.name}: ${err.message}.`)),
      );
      child.on('exit', (code, signal) => {
        if (settled) return;
        // V8 aborts with this when the heap limit is reached before the watcher sees the memory.
        if (/heap out of memory|Allocation failed/i.test(stderr())) finish(memoryProblem(upload.name, read_memory_mb));
        else
          finish(
            readingFailed(
              `dirhub could not finish reading ${upload.name}: the reading process ended (${signal ?? `exit code ${code}`}) before it answered.`,
            ),
          );
      });
      const request: ReadRequest = {
        name: upload.name,
        file: upload.file,
        config: ctx.config,
        cache_dir: ctx.cache?.dir ?? null,
      };
      child.send(request);
    });
}
