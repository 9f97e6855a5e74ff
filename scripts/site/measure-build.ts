/**
 * Runs one site build and measures it: time per step, and the peak resident memory of this process
 * (Eleventy and the rest of the build) and of the Pagefind indexer (a child process), sampled from /proc.
 * Usage: node dist/scripts/site/measure-build.js ARCHIVE OUT [PREFIX]; prints one JSON line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { buildSite } from './build.js';

function rssOf(pid: number | string): number {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return m ? Number(m[1]) * 1024 : 0;
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

const [archiveDir, outDir, prefix] = process.argv.slice(2);
if (!archiveDir || !outDir) {
  process.stderr.write('usage: measure-build ARCHIVE OUT [PREFIX]\n');
  process.exit(2);
}
let step = 'start';
const peakBuild: Record<string, number> = {};
let peakChildren = 0;
const sample = () => {
  const own = process.memoryUsage().rss;
  peakBuild[step] = Math.max(peakBuild[step] ?? 0, own);
  const children = childPids().reduce((n, pid) => n + rssOf(pid), 0);
  if (step === 'pagefind') peakChildren = Math.max(peakChildren, children);
};
const timer = setInterval(sample, 100);
const report = await buildSite({
  archiveDir,
  outDir,
  ...(prefix ? { pathPrefix: prefix } : {}),
  log: (line) => {
    sample();
    const m = line.match(/^(\w+)…$/);
    if (m) step = m[1]!;
    process.stderr.write(`build: ${line}\n`);
  },
});
sample();
clearInterval(timer);
process.stdout.write(JSON.stringify({ report, peakBuild, peakPagefind: peakChildren, maxRss: process.resourceUsage().maxRSS * 1024 }) + '\n');
