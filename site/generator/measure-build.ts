/**
 * Runs one site build and measures it: time per step, and the peak resident memory of this process
 * (Eleventy and the rest of the build, the ranked index included) and of the Pagefind indexer (a child
 * process, when the site uses Pagefind), sampled from /proc.
 * Usage: node dist/site/generator/measure-build.js ARCHIVE OUT [PREFIX [ENGINE]]; prints one JSON line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { SEARCH_ENGINES, type SearchEngineName } from '../../actions/lib/core/config.js';
import { buildSite, PUBLISHED_ORIGINALS_URL } from './build.js';

function rssOf(pid: number | string): number {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc/PID/stat. */
function cpuOf(pid: string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    // After the command name: utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

function childPids(): string[] {
  const out: string[] = [];
  try {
    for (const task of readdirSync('/proc/self/task')) {
      const list = readFileSync(`/proc/self/task/${task}/children`, 'utf8').trim();
      if (list) out.push(...list.split(/\s+/));
    }
  } catch {
    // Not Linux: only this process is measured.
  }
  return out;
}

const [archiveDir, outDir, prefix, engine] = process.argv.slice(2);
const isEngine = (e: string | undefined): e is SearchEngineName =>
  (SEARCH_ENGINES as readonly (string | undefined)[]).includes(e);
if (!archiveDir || !outDir || (engine !== undefined && !isEngine(engine))) {
  process.stderr.write(`usage: measure-build ARCHIVE OUT [PREFIX [${SEARCH_ENGINES.join('|')}]]\n`);
  process.exit(2);
}
let step = 'start';
const peakBuild: Record<string, number> = {};
let peakChildren = 0;
/** CPU seconds per step: this process's, plus the Pagefind indexer's during its step. */
const cpuSeconds: Record<string, number> = {};
const childCpu = new Map<string, number>();
let stepCpuStart = process.cpuUsage();
const sample = () => {
  const own = process.memoryUsage().rss;
  peakBuild[step] = Math.max(peakBuild[step] ?? 0, own);
  const pids = childPids();
  const children = pids.reduce((n, pid) => n + rssOf(pid), 0);
  if (step === 'search') {
    peakChildren = Math.max(peakChildren, children);
    for (const pid of pids) childCpu.set(pid, Math.max(childCpu.get(pid) ?? 0, cpuOf(pid)));
  }
};
const endStep = () => {
  const used = process.cpuUsage(stepCpuStart);
  cpuSeconds[step] = (cpuSeconds[step] ?? 0) + (used.user + used.system) / 1e6;
  stepCpuStart = process.cpuUsage();
};
const timer = setInterval(sample, 100);
const report = await buildSite({
  archiveDir,
  outDir,
  ...(prefix ? { pathPrefix: prefix } : {}),
  ...(isEngine(engine) ? { searchEngine: engine } : {}),
  // As the publish workflow builds: the originals are linked where GitHub serves their LFS content.
  originalsUrl: PUBLISHED_ORIGINALS_URL,
  log: (line) => {
    sample();
    const m = line.match(/^(\w+)…$/);
    if (m) {
      endStep();
      step = m[1]!;
    }
    process.stderr.write(`build: ${line}\n`);
  },
});
sample();
endStep();
clearInterval(timer);
const pagefindCpu = [...childCpu.values()].reduce((a, b) => a + b, 0);
process.stdout.write(
  JSON.stringify({
    report,
    peakBuild,
    peakPagefind: peakChildren,
    cpuSeconds,
    pagefindCpu,
    maxRss: process.resourceUsage().maxRSS * 1024,
  }) + '\n',
);
